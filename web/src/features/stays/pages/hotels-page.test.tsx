import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Landing, renderRoutes } from '../../../test/render';
import { StaySearchQuery } from '../graphql';
import { StaySearchLayout } from '../stay-search-context';
import { defaultStaySearch, staySearchMessages } from '../stay-search';
import { makeOffer, searchInput, searchUrl, staySearchMock } from '../testing';
import { BEFORE_SEARCH_PROMPT, HotelsPage, NO_STAYS_TEXT } from './hotels-page';

// The machine running the tests is shared and Chakra renders slowly in jsdom: wait up to 5 s for a screen.
configure({ asyncUtilTimeout: 5000 });

const routes = [
  {
    element: <StaySearchLayout />,
    children: [
      { path: '/hotels', element: <HotelsPage /> },
      { path: '/hotels/:id', element: <Landing name="Hotel" /> },
    ],
  },
];

const price = (text: string) => new RegExp(text.replace(/ /g, '\\s?'));

describe('HotelsPage', { timeout: 30_000 }, () => {
  it('shows the promo header until a search is made, with the hotels for tonight and a prompt below it', async () => {
    const tonight = defaultStaySearch();
    renderRoutes({
      routes,
      path: '/hotels',
      mocks: [
        staySearchMock(
          searchInput({ destination: '', checkIn: tonight.dates[0].startDate, checkOut: tonight.dates[0].endDate, adults: 1, children: 0, rooms: 1 }),
          { items: [makeOffer()] },
        ),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Find your next stay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in / Register' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Stay search' })).toBeInTheDocument();
    // Not a page that ends below the panel: the hotels, and what to do for prices of one's own stay.
    expect(screen.getByRole('heading', { level: 2, name: 'Stays everywhere, tonight' })).toBeInTheDocument();
    expect(screen.getByText(BEFORE_SEARCH_PROMPT)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Table Bay Lodge' })).toBeInTheDocument();
  });

  it('shows a skeleton, then each hotel with photo, distance, rating label and rand prices for the stay', async () => {
    renderRoutes({
      routes,
      path: searchUrl(),
      mocks: [
        staySearchMock(searchInput(), {
          items: [makeOffer(), makeOffer({ cheapestNightly: 2100, cheapestTotal: 6300 }, { id: 'h2', name: 'Karoo Guest House', photos: [], rating: 3.2, distanceFromCentreM: 450 })],
        }),
      ],
    });

    expect(screen.getByText('Loading stays...')).toBeInTheDocument();
    const lodge = await screen.findByRole('article', { name: 'Table Bay Lodge' });
    expect(within(lodge).getByRole('img', { name: 'Table Bay Lodge' })).toHaveAttribute('src', '/photos/table-bay.jpg');
    expect(within(lodge).getByText(/1\.3 km from centre/)).toBeInTheDocument();
    expect(within(lodge).getByText('Excellent')).toBeInTheDocument();
    expect(within(lodge).getByText(price('R 1 450'))).toBeInTheDocument();
    expect(within(lodge).getByText(price('R 4 350 for 3 nights'))).toBeInTheDocument();
    expect(within(lodge).getByRole('link', { name: 'See availability' })).toHaveAttribute(
      'href',
      '/hotels/h1?destination=Cape+Town&checkIn=2027-03-10&checkOut=2027-03-13&adults=2&children=0&rooms=1&min=0&max=4999',
    );
    const guestHouse = screen.getByRole('article', { name: 'Karoo Guest House' });
    expect(within(guestHouse).getByText(/450 m from centre/)).toBeInTheDocument();
    expect(within(guestHouse).getByText('Good')).toBeInTheDocument();
    expect(screen.getByText(/^2 stays in “Cape Town” · 03\/10\/2027 – 03\/13\/2027 \(3 nights\) · 2 adults · 0 children · 1 room$/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stay results pages' })).not.toBeInTheDocument();
    // The list page repeats the panel with the price filter, filled with the search.
    expect(screen.getByLabelText('Where are you going?')).toHaveValue('Cape Town');
    expect(screen.getByLabelText('Max price per night (R)')).toHaveValue('4999');
  });

  it('searches with the defaults 0 and 4999 when a price box is left empty', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes({
      routes,
      path: searchUrl().replace('max=4999', 'max=300'),
      mocks: [staySearchMock(searchInput({ maxPrice: 300 }), { items: [] }), staySearchMock(searchInput(), { items: [makeOffer()] })],
    });
    expect(await screen.findByText(NO_STAYS_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change your search' }));
    await user.clear(screen.getByLabelText('Min price per night (R)'));
    await user.clear(screen.getByLabelText('Max price per night (R)'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('article', { name: 'Table Bay Lodge' })).toBeInTheDocument();
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('min'), query.get('max')]).toEqual(['0', '4999']);
    expect(screen.getByLabelText('Max price per night (R)')).toHaveValue('4999');
    expect(screen.queryByText(staySearchMessages.priceWhole)).not.toBeInTheDocument();
  });

  it('pages through the results with Previous and Next, keeping the search in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes({
      routes,
      path: searchUrl(),
      mocks: [
        staySearchMock(searchInput(), { items: [makeOffer()], total: 12, totalPages: 2 }),
        staySearchMock(searchInput({ page: 2 }), { items: [makeOffer({}, { id: 'h11', name: 'Hotel Eleven' })], total: 12, page: 2, totalPages: 2 }),
      ],
    });
    const pages = await screen.findByRole('navigation', { name: 'Stay results pages' });
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('article', { name: 'Hotel Eleven' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('destination')).toBe('Cape Town');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('suggests other dates or a wider price range when nothing matches', async () => {
    renderRoutes({
      routes,
      path: searchUrl().replace('max=4999', 'max=300'),
      mocks: [staySearchMock(searchInput({ maxPrice: 300 }), { items: [] })],
    });
    expect(await screen.findByText(NO_STAYS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Show every price/ })).toHaveAttribute('href', expect.stringContaining('max=4999'));
  });

  it('says "Error loading results." and tries again on request', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      path: searchUrl(),
      mocks: [
        { request: { query: StaySearchQuery, variables: { input: searchInput() } }, result: { errors: [new GraphQLError('Database unavailable')] } },
        staySearchMock(searchInput(), { items: [makeOffer()] }),
      ],
    });
    expect(await screen.findByText('Error loading results.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('article', { name: 'Table Bay Lodge' })).toBeInTheDocument();
  });

  it('does not send a search the API would refuse (a stale link) and says why', () => {
    renderRoutes({ routes, path: '/hotels?destination=Durban&checkIn=2027-03-10&checkOut=2027-03-09' });
    expect(screen.getByText(new RegExp(staySearchMessages.checkOutOrder))).toBeInTheDocument();
    expect(screen.queryByText('Loading stays...')).not.toBeInTheDocument();
  });
});
