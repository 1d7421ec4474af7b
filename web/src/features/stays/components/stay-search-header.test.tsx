import { configure, fireEvent, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Landing, renderRoutes, signedInStore } from '../../../test/render';
import { addDays, formatUsDate, todayInSouthAfrica } from '../../../lib/dates';
import { StaySearchProvider } from '../stay-search-context';
import { defaultStaySearch, staySearchMessages, type StaySearch } from '../stay-search';
import { StaySearchHeader } from './stay-search-header';

// The machine running the tests is shared and Chakra renders slowly in jsdom: wait up to 5 s for a screen.
configure({ asyncUtilTimeout: 5000 });

const today = todayInSouthAfrica();

const render = ({ initial = defaultStaySearch(), ...options }: { store?: ReturnType<typeof signedInStore>; initial?: StaySearch } = {}) =>
  renderRoutes({
    routes: [
      {
        path: '/',
        element: (
          <StaySearchProvider>
            <StaySearchHeader initial={initial} />
          </StaySearchProvider>
        ),
      },
      { path: '/hotels', element: <Landing name="Hotels" /> },
    ],
    ...options,
  });

describe('StaySearchHeader', { timeout: 20_000 }, () => {
  it('shows the tabs, the promo with Sign in / Register and the default search (tonight, 1 adult, 0 children, 1 room)', () => {
    render();
    const tabs = screen.getByRole('navigation', { name: 'Travel services' });
    expect(within(tabs).getByRole('link', { name: 'Stays' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Car rentals' })).toHaveAttribute('href', '/Cars');
    expect(within(tabs).getByText('Airport taxis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in / Register' })).toHaveAttribute('href', '/login');
    expect(screen.getByLabelText('Check-in')).toHaveValue(today);
    expect(screen.getByLabelText('Check-out')).toHaveValue(addDays(today, 1));
    expect(screen.getByTestId('stay-dates-summary')).toHaveTextContent(`${formatUsDate(today)} – ${formatUsDate(addDays(today, 1))} · 1 night`);
    expect(screen.getByRole('group', { name: 'Adults' })).toHaveTextContent('1');
  });

  it('hides Sign in / Register when someone is signed in', () => {
    render({ store: signedInStore() });
    expect(screen.queryByRole('link', { name: 'Sign in / Register' })).not.toBeInTheDocument();
  });

  it('keeps the counters within their bounds', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    const adults = screen.getByRole('group', { name: 'Adults' });
    const children = screen.getByRole('group', { name: 'Children' });
    const rooms = screen.getByRole('group', { name: 'Rooms' });
    expect(within(adults).getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
    expect(within(children).getByRole('button', { name: 'Fewer children' })).toBeDisabled();
    expect(within(rooms).getByRole('button', { name: 'Fewer rooms' })).toBeDisabled();
    // One adult: one room at most.
    expect(within(rooms).getByRole('button', { name: 'More rooms' })).toBeDisabled();

    await user.click(within(adults).getByRole('button', { name: 'More adults' }));
    await user.click(within(rooms).getByRole('button', { name: 'More rooms' }));
    expect(within(rooms).getByRole('status')).toHaveTextContent('2');
    expect(within(rooms).getByRole('button', { name: 'More rooms' })).toBeDisabled();
    // Fewer adults than rooms takes the rooms down too.
    await user.click(within(adults).getByRole('button', { name: 'Fewer adults' }));
    expect(within(rooms).getByRole('status')).toHaveTextContent('1');

  });

  it('keeps the keyboard on a counter when a button reaches its limit and is disabled', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    const adults = screen.getByRole('group', { name: 'Adults' });
    const fewer = within(adults).getByRole('button', { name: 'Fewer adults' });
    const more = within(adults).getByRole('button', { name: 'More adults' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(within(adults).getByRole('status')).toHaveTextContent('2');
    fewer.focus();
    await user.keyboard(' ');
    expect(within(adults).getByRole('status')).toHaveTextContent('1');
    expect(fewer).toBeDisabled();
    // The focus went to the other button rather than to the page.
    expect(more).toHaveFocus();

    // Rooms: "More rooms" reaching one room per adult hands over to "Fewer rooms", enabled only now.
    await user.keyboard('{Enter}');
    const rooms = screen.getByRole('group', { name: 'Rooms' });
    within(rooms).getByRole('button', { name: 'More rooms' }).focus();
    await user.keyboard('{Enter}');
    expect(within(rooms).getByRole('status')).toHaveTextContent('2');
    expect(within(rooms).getByRole('button', { name: 'Fewer rooms' })).toHaveFocus();
  });

  it('stops the counters at their maxima (30 adults, 20 children, 10 rooms)', async () => {
    const user = userEvent.setup({ delay: null });
    const initial = defaultStaySearch();
    render({ initial: { ...initial, options: { adult: 29, children: 19, room: 9 } } });
    for (const [name, more, max] of [
      ['Adults', 'More adults', '30'],
      ['Children', 'More children', '20'],
      ['Rooms', 'More rooms', '10'],
    ] as const) {
      const group = screen.getByRole('group', { name });
      await user.click(within(group).getByRole('button', { name: more }));
      expect(within(group).getByRole('status')).toHaveTextContent(max);
      expect(within(group).getByRole('button', { name: more })).toBeDisabled();
    }
  });

  it('blocks a search whose check-out is not after check-in', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = render();
    const checkOut = screen.getByLabelText('Check-out');
    await user.clear(checkOut);
    await user.type(checkOut, today);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(staySearchMessages.checkOutOrder)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps a later check-out when dates typed before the page took over are handed over together', async () => {
    const checkIn = addDays(today, 5);
    const checkOut = addDays(today, 12);
    // As ssr/early-boot.ts hands them over: from an effect, where React runs every handler before it
    // re-renders, so the check-in's handler must move check-out along from the latest state, not from
    // the one it was rendered with.
    const HandOver = () => {
      useEffect(() => {
        fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: checkOut } });
        fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: checkIn } });
      }, []);
      return null;
    };
    renderRoutes({
      routes: [
        {
          path: '/',
          element: (
            <StaySearchProvider>
              <StaySearchHeader initial={defaultStaySearch()} />
              <HandOver />
            </StaySearchProvider>
          ),
        },
      ],
    });
    expect(await screen.findByText(`${formatUsDate(checkIn)} – ${formatUsDate(checkOut)} · 7 nights`)).toBeInTheDocument();
    // A check-in past check-out still carries it along.
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: addDays(today, 20) } });
    expect(screen.getByLabelText('Check-out')).toHaveValue(addDays(today, 21));
  });

  it('goes to /hotels with the search in the URL and in navigation state', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = render();
    await user.type(screen.getByLabelText('Where are you going?'), 'Cape Town');
    const checkIn = addDays(today, 10);
    await user.clear(screen.getByLabelText('Check-in'));
    await user.type(screen.getByLabelText('Check-in'), checkIn);
    await user.click(screen.getByRole('button', { name: 'More adults' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Hotels at /hotels')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      destination: 'Cape Town',
      checkIn,
      checkOut: addDays(checkIn, 1),
      adults: '2',
      children: '0',
      rooms: '1',
      min: '0',
      max: '4999',
    });
    expect(router.state.location.state).toMatchObject({
      destination: 'Cape Town',
      dates: [{ startDate: checkIn, endDate: addDays(checkIn, 1), key: 'selection' }],
      options: { adult: 2, children: 0, room: 1 },
    });
  });
});
