import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '../../../test/render';
import { PackageDetailsQuery } from '../graphql';
import { makeHolidayDetails, makePackageDetails } from '../testing';
import { PackageDetailsPage } from './package-details-page';

const details = (id: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: PackageDetailsQuery, variables: { id } },
  result,
});

const routes = [
  { path: '/Details/:id', element: <PackageDetailsPage /> },
  { path: '/packages/:id', element: <PackageDetailsPage /> },
  { path: '/booking/:id', element: <p>Booking page</p> },
];

const photos = ['/photos/one.jpg', '/photos/two.jpg', '/photos/three.jpg'];

// Rendering Chakra pages in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('PackageDetailsPage', { timeout: 20_000 }, () => {
  it('shows Loading... placeholders, then every field of a package', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes({
      routes,
      path: '/Details/p1',
      mocks: [
        details('p1', {
          data: {
            package: makePackageDetails({
              fromDate: '2026-12-14',
              toDate: '2026-12-21',
              price: { adult: 20000, wasAdult: 26000 },
            }),
          },
        }),
      ],
    });

    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Zanzibar Beach Escape' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    const facts = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts('Type')).toBe('Honeymoon');
    expect(facts('Country')).toBe('Tanzania');
    expect(facts('City')).toBe('Zanzibar');
    expect(facts('Duration')).toBe('8 days / 7 nights');
    expect(facts('From')).toBe('14 Dec 2026');
    expect(facts('To')).toBe('21 Dec 2026');
    expect(facts('Max guests')).toBe('2');
    expect(facts('Min age')).toBe('18');
    expect(within(screen.getByRole('region', { name: 'Includes' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Return flights',
      'Airport transfers',
    ]);
    expect(within(screen.getByRole('region', { name: 'Amenities' })).getByText('Pool')).toBeInTheDocument();
    expect(screen.getByText('A 30% deposit secures the booking.')).toBeInTheDocument();

    const aside = screen.getByRole('complementary', { name: 'Price and booking' });
    expect(within(aside).getByText(/^R\s?20\s?000$/)).toBeInTheDocument();
    expect(within(aside).getByText(/^Was/).closest('del')).toHaveTextContent(/R\s?26\s?000/);

    await user.click(within(aside).getByRole('link', { name: 'Book' }));
    expect(await screen.findByText('Booking page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking/p1');
    expect(router.state.location.state).toMatchObject({ package: { id: 'p1', title: 'Zanzibar Beach Escape' } });
  });

  it('offers no Book button for a package whose dates have passed', async () => {
    renderRoutes({ routes, path: '/Details/p1', mocks: [details('p1', { data: { package: makePackageDetails({ bookable: false }) } })] });
    expect(await screen.findByText('Dates have passed: this package can no longer be booked.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book' })).not.toBeInTheDocument();
  });

  it('says "Error: Package not found." when there is no such package (also at /packages/{id})', async () => {
    renderRoutes({ routes, path: '/packages/nope', mocks: [details('nope', { data: { package: null } })] });
    expect(await screen.findByText('Error: Package not found.')).toBeInTheDocument();
  });

  it('shows "Error: " and the message when loading fails', async () => {
    renderRoutes({ routes, path: '/Details/p1', mocks: [details('p1', { errors: [new GraphQLError('Database unavailable')] })] });
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
  });

  it('shows a holiday package with destinations, the day-by-day itinerary, exclusions and the cancellation policy', async () => {
    renderRoutes({ routes, path: '/Details/h1', mocks: [details('h1', { data: { package: makeHolidayDetails() } })] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cape Winelands Discovery' })).toBeInTheDocument();
    const destinations = screen.getByRole('region', { name: 'Destinations' });
    expect(within(destinations).getByText('Stellenbosch')).toBeInTheDocument();
    expect(within(destinations).getByRole('list', { name: 'Attractions in Franschhoek' })).toHaveTextContent('Wine Tram');

    const itinerary = screen.getByRole('region', { name: 'Itinerary' });
    const days = within(itinerary).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(['Day 1: Arrival in Stellenbosch', 'Day 2: Franschhoek Wine Tram']);
    expect(itinerary).toHaveTextContent('Meals: Dinner');
    expect(itinerary).toHaveTextContent('Accommodation: Oude Werf Hotel (Hotel), 4★');
    expect(itinerary).toHaveTextContent('Meals: Breakfast, Lunch');
    expect(itinerary).toHaveTextContent('Transportation: Tram — Wine Tram day pass');

    expect(within(screen.getByRole('region', { name: 'Inclusions' })).getByText('Return flights')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Exclusions' })).getByText('Travel insurance')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Cancellation policy' })).getByText(/Full refund/)).toBeInTheDocument();
  });

  it('moves through the photos with the arrows and the dots', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, path: '/Details/p1', mocks: [details('p1', { data: { package: makePackageDetails({ photos }) } })] });

    const carousel = await screen.findByRole('region', { name: 'Photos of Zanzibar Beach Escape' });
    const shown = () => within(carousel).getByRole('img').getAttribute('src');
    expect(shown()).toBe('/photos/one.jpg');
    expect(within(carousel).getByRole('img')).toHaveAccessibleName('Zanzibar Beach Escape, photo 1 of 3');

    await user.click(within(carousel).getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('/photos/two.jpg');
    expect(within(carousel).getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(carousel).getByRole('button', { name: 'Previous photo' }));
    await user.click(within(carousel).getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toBe('/photos/three.jpg'); // wraps round from the first to the last

    await user.click(within(carousel).getByRole('button', { name: 'Show photo 1' }));
    expect(shown()).toBe('/photos/one.jpg');
  });

  it('tells search engines what the package is: its title, description, Open Graph tags and TouristTrip data with the price in ZAR', async () => {
    const title = 'Evil </script><script>alert(1)</script> Escape';
    renderRoutes({
      routes,
      path: '/packages/p1',
      mocks: [details('p1', { data: { package: makePackageDetails({ title, toDate: '2999-01-31', price: { adult: 20000 }, photos }) } })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();

    const origin = window.location.origin;
    expect(document.title).toBe(`${title} — Ubuntu Horizons Travel`);
    const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;
    expect(meta('name="description"')).toMatch(/^Zanzibar, Tanzania · 8 days \/ 7 nights · from R\s?20\s?000 per adult\. Seven nights/);
    expect(meta('property="og:type"')).toBe('product');
    expect(meta('property="og:image"')).toBe(`${origin}/photos/one.jpg`);
    // The alias names the one canonical address.
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${origin}/Details/p1`);

    const block = document.querySelector('script[type="application/ld+json"]');
    const text = block?.textContent ?? '';
    // Stored text cannot end the block: every "<" is a JSON escape, and the data is intact.
    expect(text).not.toContain('</script>');
    expect(text).toContain('\\u003c/script\\u003e');
    const data = JSON.parse(text);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: title,
      url: `${origin}/Details/p1`,
      image: photos.map((p) => `${origin}${p}`),
      offers: { '@type': 'Offer', price: 20000, priceCurrency: 'ZAR', availability: 'https://schema.org/InStock', availabilityEnds: '2999-01-31' },
    });
  });

  it('keeps a package that does not exist out of search indexes', async () => {
    renderRoutes({ routes, path: '/Details/nope', mocks: [details('nope', { data: { package: null } })] });
    expect(await screen.findByText('Error: Package not found.')).toBeInTheDocument();
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex');
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
