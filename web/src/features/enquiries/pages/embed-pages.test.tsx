import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { EMBED_LOAD_TIMEOUT_MS } from '../embed-loading';
import { siteConfigMock, testAgency, testAgencyPhoneHref } from '../../../lib/site-config-testing';
import { CarsPage } from './cars-page';
import { FlightsPage } from './flights-page';
import { ValueForMoneyPage } from './value-for-money-page';

const CARS = 'https://cars.partner.example/widget?currency=ZAR&location=JNB&lang=en';
const TOURS = 'https://tours.partner.example/widget.js';

const routes = [
  { path: '/Cars', element: <CarsPage /> },
  { path: '/ValueForMoney', element: <ValueForMoneyPage /> },
  { path: '/Flights', element: <FlightsPage /> },
];

/**
 * The fallback card: the message, a link to /Contact, the configured phone and e-mail; without the
 * configuration (its request failed) the link alone, never numbers the site does not know.
 */
const expectCarsFallback = async ({ contacts = true } = {}) => {
  const card = (await screen.findByText('The car search is not available right now')).closest('[role="status"]') as HTMLElement;
  expect(within(card).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/Contact');
  if (contacts) {
    expect(within(card).getByRole('link', { name: testAgency.phone })).toHaveAttribute('href', testAgencyPhoneHref);
    expect(within(card).getByRole('link', { name: testAgency.email })).toHaveAttribute('href', `mailto:${testAgency.email}`);
  } else {
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  }
  expect(document.querySelector('iframe')).toBeNull();
};

describe('Cars (/Cars)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the heading and the fallback card when no widget is configured', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderRoutes({ routes, path: '/Cars', mocks: [siteConfigMock()] });
    expect(screen.getByRole('heading', { level: 1, name: 'Best Car Deals Search' })).toBeInTheDocument();
    await expectCarsFallback();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the fallback when the configuration cannot be loaded', async () => {
    renderRoutes({
      routes,
      path: '/Cars',
      mocks: [
        {
          ...siteConfigMock(),
          result: undefined,
          error: new Error('Failed to fetch'),
        },
      ],
    });
    await expectCarsFallback({ contacts: false });
  });

  it('embeds the configured widget in a titled, lazy, sandboxed frame', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    renderRoutes({
      routes,
      path: '/Cars',
      mocks: [siteConfigMock({ carsWidgetUrl: CARS })],
    });
    const frame = await screen.findByTitle('Car hire search');
    expect(frame).toHaveAttribute('src', CARS);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
    fireEvent.load(frame);
    expect(screen.queryByText('The car search is not available right now')).not.toBeInTheDocument();
  });

  it('falls back when the widget host cannot be reached (no internet)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoutes({
      routes,
      path: '/Cars',
      mocks: [siteConfigMock({ carsWidgetUrl: CARS })],
    });
    await expectCarsFallback();
    expect(fetchSpy).toHaveBeenCalledWith(CARS, expect.objectContaining({ mode: 'no-cors' }));
  });

  it('falls back when the frame has not loaded in time', async () => {
    // Timers from the start (the timeout is set when the frame appears); real time still runs for the mocks.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The probe never answers, as with a host that swallows requests.
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    renderRoutes({
      routes,
      path: '/Cars',
      mocks: [siteConfigMock({ carsWidgetUrl: CARS })],
    });
    await screen.findByTitle('Car hire search');
    act(() => {
      vi.advanceTimersByTime(EMBED_LOAD_TIMEOUT_MS + 10);
    });
    await expectCarsFallback();
  });

  it('keeps a loaded frame when the load timeout passes', async () => {
    // The probe never answers, as with a host that swallows requests.
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    renderRoutes({
      routes,
      path: '/Cars',
      mocks: [siteConfigMock({ carsWidgetUrl: CARS })],
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const frame = await screen.findByTitle('Car hire search');
    fireEvent.load(frame);
    act(() => {
      vi.advanceTimersByTime(EMBED_LOAD_TIMEOUT_MS + 10);
    });
    expect(screen.getByTitle('Car hire search')).toBeInTheDocument();
    expect(screen.queryByText('The car search is not available right now')).not.toBeInTheDocument();
  });
});

describe('value-for-money page (/ValueForMoney)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the hero banner and the fallback card when no tours widget is configured', async () => {
    renderRoutes({ routes, path: '/ValueForMoney', mocks: [siteConfigMock()] });
    expect(screen.getByRole('heading', { level: 1, name: /worth every rand/ })).toBeInTheDocument();
    const card = (await screen.findByText('The tours search is not available right now')).closest('[role="status"]') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/Contact');
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('loads the configured tours script into its region, and falls back when the script fails', async () => {
    renderRoutes({
      routes,
      path: '/ValueForMoney',
      mocks: [siteConfigMock({ toursWidgetUrl: TOURS })],
    });
    const region = await screen.findByRole('region', { name: 'Tours search' });
    const script = region.querySelector('script');
    expect(script).toHaveAttribute('src', TOURS);
    act(() => {
      script?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('The tours search is not available right now')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tours search' })).not.toBeInTheDocument());
  });

  it('falls back when the tours script has not loaded in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoutes({
      routes,
      path: '/ValueForMoney',
      mocks: [siteConfigMock({ toursWidgetUrl: TOURS })],
    });
    await screen.findByRole('region', { name: 'Tours search' });
    // jsdom loads no scripts: neither load nor error ever comes, as with a partner that hangs.
    act(() => {
      vi.advanceTimersByTime(EMBED_LOAD_TIMEOUT_MS + 10);
    });
    expect(await screen.findByText('The tours search is not available right now')).toBeInTheDocument();
  });
});

describe('Flights (/Flights)', () => {
  it('says flights are booked by phone or e-mail and gives the configured contact details', async () => {
    renderRoutes({ routes, path: '/Flights', mocks: [siteConfigMock()] });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Flights are booked by phone or e-mail',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: testAgency.phone })).toHaveAttribute('href', testAgencyPhoneHref);
    expect(screen.getByRole('link', { name: testAgency.email })).toHaveAttribute('href', `mailto:${testAgency.email}`);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/Contact');
  });
});
