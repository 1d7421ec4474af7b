import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { makeUser, renderRoutes, signedInStore } from '../../../test/render';
import { ReserveStayMutation } from '../graphql';
import { NO_LONGER_AVAILABLE, RESERVATION_PENDING_TEXT } from '../reservation-schema';
import { StaySearchLayout } from '../stay-search-context';
import { availabilityInput, availabilityMock, hotelMock, makeHotel, makeRoomTypeAvailability } from '../testing';
import { HOTEL_NOT_FOUND, HotelPage } from './hotel-page';

// The machine running the tests is shared and Chakra renders slowly in jsdom: wait up to 5 s for a screen.
configure({ asyncUtilTimeout: 5000 });

const routes = [{ element: <StaySearchLayout />, children: [{ path: '/hotels/:id', element: <HotelPage /> }] }];
const hotelUrl = '/hotels/h1?destination=Cape+Town&checkIn=2027-03-10&checkOut=2027-03-13&adults=2&children=0&rooms=1&min=0&max=4999';
const price = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s?')}$`);

const guest = { fullName: 'Thandi Nkosi', email: 'thandi@example.test', phone: '+27 82 555 0123', specialRequests: 'Late arrival' };

const reserveMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: ReserveStayMutation,
    variables: { input: { ...guest, hotelId: 'h1', roomTypeId: 'rt1', checkIn: '2027-03-10', checkOut: '2027-03-13', adults: 2, children: 0, rooms: 1 } },
  },
  result,
});

const booked = {
  data: {
    reserveStay: {
      __typename: 'Booking',
      id: 'b1',
      reference: 'UH-7K3M9Q',
      status: 'PENDING',
      hotelName: 'Table Bay Lodge',
      roomTypeName: 'Harbour Double',
      departureDate: '2027-03-10',
      returnDate: '2027-03-13',
      rooms: 1,
      adults: 2,
      children: 0,
      total: 4050,
      fullName: guest.fullName,
      email: guest.email,
    },
  },
};

const fillGuest = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => {
  await user.type(within(form).getByLabelText(/Full name/), guest.fullName);
  await user.type(within(form).getByLabelText(/Phone/), guest.phone);
  await user.type(within(form).getByLabelText('Special requests'), guest.specialRequests);
};

describe('HotelPage', { timeout: 30_000 }, () => {
  it('shows the hotel, and each room type with its nightly prices, their sources and the total', async () => {
    renderRoutes({
      routes,
      path: hotelUrl,
      mocks: [
        hotelMock('h1', makeHotel()),
        availabilityMock(availabilityInput(), [
          makeRoomTypeAvailability(),
          makeRoomTypeAvailability({
            roomType: { ...makeRoomTypeAvailability().roomType, id: 'rt2', name: 'Garden Single', capacity: 1 },
            available: false,
            unitsFree: 0,
            reason: 'Sleeps 1 per room: add a room or choose another room type.',
          }),
        ]),
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Table Bay Lodge' })).toBeInTheDocument();
    expect(screen.getByText('Excellent')).toBeInTheDocument();
    expect(screen.getByText(/12 Dock Road, V&A Waterfront, Cape Town, South Africa/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Table Bay Lodge, photo 1' })).toBeInTheDocument();
    expect(screen.getByText('Pool')).toBeInTheDocument();
    expect(screen.getByText('Harbour cruise')).toBeInTheDocument();
    // The panel is prefilled with the stay.
    expect(screen.getByLabelText('Check-in')).toHaveValue('2027-03-10');

    const double = await screen.findByRole('article', { name: 'Harbour Double' });
    expect(within(double).getByText('Sleeps 2')).toBeInTheDocument();
    expect(within(double).getByText('Sea view')).toBeInTheDocument();
    const rows = within(double).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'NightRatePrice',
      expect.stringMatching(/^Wed, 10 Mar 2027Rack RateR\s?1\s?200$/),
      expect.stringMatching(/^Thu, 11 Mar 2027Base rateR\s?1\s?200$/),
      expect.stringMatching(/^Fri, 12 Mar 2027Weekend RateR\s?1\s?650$/),
      expect.stringMatching(/^Total for 3 nightsR\s?4\s?050$/),
    ]);
    expect(within(double).getByTestId('stay-total')).toHaveTextContent(price('R 4 050'));
    expect(within(double).getByRole('button', { name: 'Reserve' })).toBeEnabled();

    const single = screen.getByRole('article', { name: 'Garden Single' });
    expect(within(single).getByText('Not available')).toBeInTheDocument();
    expect(within(single).getByText('Sleeps 1 per room: add a room or choose another room type.')).toBeInTheDocument();
    expect(within(single).queryByRole('button', { name: 'Reserve' })).not.toBeInTheDocument();
  });

  it('reserves a room type and shows the reference, the stay and PENDING', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      path: hotelUrl,
      store: signedInStore(makeUser({ email: guest.email })),
      mocks: [
        hotelMock('h1', makeHotel()),
        availabilityMock(availabilityInput(), [makeRoomTypeAvailability()]),
        reserveMock(booked),
        availabilityMock(availabilityInput(), [makeRoomTypeAvailability({ unitsFree: 4 })]),
      ],
    });
    const double = await screen.findByRole('article', { name: 'Harbour Double' });
    await user.click(within(double).getByRole('button', { name: 'Reserve' }));
    const form = within(double).getByRole('form', { name: 'Reserve Harbour Double' });
    // Prefilled from the signed-in user.
    expect(within(form).getByLabelText(/Email/)).toHaveValue(guest.email);
    await fillGuest(user, form);
    await user.click(within(form).getByRole('button', { name: 'Confirm reservation' }));

    const confirmation = await within(double).findByRole('status');
    expect(confirmation).toHaveTextContent('UH-7K3M9Q');
    expect(confirmation).toHaveTextContent(RESERVATION_PENDING_TEXT);
    expect(confirmation).toHaveTextContent('Wed, 10 Mar 2027');
    expect(confirmation).toHaveTextContent('Sat, 13 Mar 2027');
    expect(confirmation).toHaveTextContent('Harbour Double');
    expect(confirmation).toHaveTextContent(/R\s?4\s?050/);
    expect(confirmation).toHaveTextContent('PENDING');
  });

  it('blocks a reservation without the guest details', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes, path: hotelUrl, mocks: [hotelMock('h1', makeHotel()), availabilityMock(availabilityInput(), [makeRoomTypeAvailability()])] });
    const double = await screen.findByRole('article', { name: 'Harbour Double' });
    await user.click(within(double).getByRole('button', { name: 'Reserve' }));
    await user.click(within(double).getByRole('button', { name: 'Confirm reservation' }));
    expect(await within(double).findByText('Full name is required.')).toBeInTheDocument();
    expect(within(double).getByText('Email is required.')).toBeInTheDocument();
    expect(within(double).getByText('Phone number is required.')).toBeInTheDocument();
    // Cancel closes the form and gives the keyboard back to Reserve.
    await user.click(within(double).getByRole('button', { name: 'Cancel' }));
    expect(within(double).getByRole('button', { name: 'Reserve' })).toHaveFocus();
  });

  it('says the room is no longer available when someone else took it, and fetches availability again', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes,
      path: hotelUrl,
      mocks: [
        hotelMock('h1', makeHotel()),
        availabilityMock(availabilityInput(), [makeRoomTypeAvailability()]),
        reserveMock({ errors: [new GraphQLError(NO_LONGER_AVAILABLE, { extensions: { code: 'CONFLICT' } })] }),
        availabilityMock(availabilityInput(), [makeRoomTypeAvailability({ available: false, unitsFree: 0, reason: 'Sold out for these dates.' })]),
      ],
    });
    const double = await screen.findByRole('article', { name: 'Harbour Double' });
    await user.click(within(double).getByRole('button', { name: 'Reserve' }));
    const form = within(double).getByRole('form', { name: 'Reserve Harbour Double' });
    await user.type(within(form).getByLabelText(/Email/), guest.email);
    await fillGuest(user, form);
    await user.click(within(form).getByRole('button', { name: 'Confirm reservation' }));

    expect(await within(double).findByRole('alert')).toHaveTextContent(NO_LONGER_AVAILABLE);
    expect(await within(double).findByText('Sold out for these dates.')).toBeInTheDocument();
    expect(within(double).queryByRole('button', { name: 'Reserve' })).not.toBeInTheDocument();
  });

  it('re-queries the rooms when the dates change, keeping the search in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes({
      routes,
      path: hotelUrl,
      mocks: [
        hotelMock('h1', makeHotel()),
        availabilityMock(availabilityInput(), [makeRoomTypeAvailability()]),
        availabilityMock(availabilityInput({ checkIn: '2027-03-11', checkOut: '2027-03-12' }), [
          makeRoomTypeAvailability({
            nights: [{ __typename: 'NightPrice', date: '2027-03-11', price: 990, source: 'Corporate Rate' }],
            nightly: 990,
            total: 990,
          }),
        ]),
      ],
    });
    await screen.findByRole('article', { name: 'Harbour Double' });
    const checkIn = screen.getByLabelText('Check-in');
    await user.clear(checkIn);
    await user.type(checkIn, '2027-03-11');
    const checkOut = screen.getByLabelText('Check-out');
    await user.clear(checkOut);
    await user.type(checkOut, '2027-03-12');
    await user.click(screen.getByRole('button', { name: 'Check availability' }));

    expect(await screen.findByText('Corporate Rate')).toBeInTheDocument();
    expect(screen.getByTestId('stay-total')).toHaveTextContent(price('R 990'));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('checkIn'), params.get('checkOut'), params.get('destination')]).toEqual(['2027-03-11', '2027-03-12', 'Cape Town']);
  });

  it('says "Hotel not found." for a hotel that does not exist, and keeps the page out of search indexes', async () => {
    renderRoutes({ routes, path: '/hotels/missing', mocks: [hotelMock('missing', null)] });
    expect(await screen.findByText(HOTEL_NOT_FOUND)).toBeInTheDocument();
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex');
  });

  it('tells search engines about the hotel: title, canonical address without the search, and Hotel data with nightly offers in ZAR', async () => {
    renderRoutes({
      routes,
      path: hotelUrl,
      mocks: [
        hotelMock('h1', makeHotel()),
        availabilityMock(availabilityInput(), [
          makeRoomTypeAvailability(),
          makeRoomTypeAvailability({ roomType: { ...makeRoomTypeAvailability().roomType, id: 'rt2', name: 'Harbour Suite' }, nightly: 2400, available: false }),
        ]),
      ],
    });
    expect(await screen.findByRole('article', { name: 'Harbour Suite' })).toBeInTheDocument();

    const origin = window.location.origin;
    expect(document.title).toBe('Table Bay Lodge, Cape Town — Ubuntu Horizons Travel');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${origin}/hotels/h1`);
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(data).toMatchObject({
      '@type': 'Hotel',
      name: 'Table Bay Lodge',
      url: `${origin}/hotels/h1`,
      address: { '@type': 'PostalAddress', streetAddress: '12 Dock Road, V&A Waterfront', addressLocality: 'Cape Town', addressCountry: 'South Africa' },
      amenityFeature: [{ name: 'Pool', value: true }],
      makesOffer: [
        { '@type': 'Offer', name: 'Harbour Double', price: 1350, priceCurrency: 'ZAR', availability: 'https://schema.org/InStock' },
        { '@type': 'Offer', name: 'Harbour Suite', price: 2400, priceCurrency: 'ZAR', availability: 'https://schema.org/SoldOut' },
      ],
    });
    expect(data.priceRange).toMatch(/^R\s?1\s?350 – R\s?2\s?400 per night$/);
    expect(data.starRating).toMatchObject({ '@type': 'Rating', bestRating: 5 });
  });
});
