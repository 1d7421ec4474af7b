import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { toaster } from '../../../components/toaster';
import { fakeToken, Landing, makeUser, renderRoutes } from '../../../test/render';
import { CURRENT_HOTEL_KEY } from '../../../lib/current-hotel';
import { RegisterEstablishmentMutation, SaveEstablishmentPhotosMutation } from '../graphql';
import { hotelMessages } from '../add-hotel-schema';
import { AddHotelPage } from './add-hotel-page';

// The machine running the tests is shared and Chakra renders slowly in jsdom: wait up to 5 s for a screen.
configure({ asyncUtilTimeout: 5000 });

const account = { username: 'lodge-owner', password: 'Secret-123', email: 'owner@example.test', phone: '+27 82 555 0100', country: 'South Africa', city: 'Knysna' };
const hotel = {
  name: 'Knysna Forest Lodge',
  type: 'Lodge',
  address: '4 Forest Drive',
  country: 'South Africa',
  city: 'Knysna',
  postalCode: '6570',
  email: 'stay@knysnalodge.test',
  phone: '+27 44 555 0199',
  rating: 4.5,
  distanceFromCentreM: 2300,
  description: 'Cabins under the yellowwoods.',
};

const manager = makeUser({ id: 'u9', username: account.username, email: account.email, role: 'HOTEL_MANAGER', hotels: ['h42'] });

const registered = (token: string): MockLink.MockedResponse => ({
  request: { query: RegisterEstablishmentMutation, variables: { input: { ...account, hotel: { ...hotel, photos: [] } } } },
  result: {
    data: {
      registerEstablishment: {
        __typename: 'AuthPayload',
        token,
        expiresAt: '2030-01-01T00:00:00.000Z',
        isAdmin: false,
        isCoolUser: false,
        details: { __typename: 'User', ...manager },
      },
    },
  },
});

const routes = (upload?: (file: File, token: string | null) => Promise<{ url: string; thumbnailUrl: string; width: number; height: number }>) => [
  { path: '/addhotel', element: <AddHotelPage upload={upload} /> },
  { path: '/viewhotel/:id', element: <Landing name="View hotel" /> },
];

const type = async (user: ReturnType<typeof userEvent.setup>, label: string | RegExp, value: string) =>
  user.type(screen.getByLabelText(label), value);

const fillForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await type(user, /^Username/, account.username);
  await type(user, /^Password/, account.password);
  await type(user, /^Email/, account.email);
  await type(user, /^Phone number/, account.phone);
  await type(user, /^Country/, account.country);
  await type(user, /^City/, account.city);
  await type(user, /^Hotel name/, hotel.name);
  await type(user, /^Type/, hotel.type);
  await type(user, /^Address/, hotel.address);
  await type(user, /^Hotel city/, hotel.city);
  await type(user, /^Postal code/, hotel.postalCode);
  await type(user, /^Hotel email/, hotel.email);
  await type(user, /^Hotel phone/, hotel.phone);
  await type(user, /^Rating/, '4.5');
  await type(user, /^Distance from the centre/, '2300');
  await type(user, /^Description/, hotel.description);
};

describe('AddHotelPage', { timeout: 40_000 }, () => {
  beforeEach(() => {
    toaster.remove();
    // jsdom has no object URLs (photo previews).
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  });

  it('blocks submission until the account and the hotel are complete, with the API messages', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes({ routes: routes(), path: '/addhotel' });
    await type(user, /^Username/, account.username);
    await user.click(screen.getByRole('button', { name: 'Register Hotel' }));

    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText(hotelMessages.name)).toBeInTheDocument();
    expect(screen.getByText(hotelMessages.rating)).toBeInTheDocument();
    expect(screen.getByText(hotelMessages.description)).toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByLabelText(/^Username/)).toHaveValue(account.username);
    expect(router.state.location.pathname).toBe('/addhotel');
  });

  it('registers, signs the manager in like login, uploads the photos with the new token and opens the hotel', async () => {
    const user = userEvent.setup({ delay: null });
    const token = fakeToken();
    const upload = vi.fn(async (file: File) => ({ url: `/uploads/${file.name}.webp`, thumbnailUrl: '', width: 1, height: 1 }));
    const { store } = renderRoutes({
      routes: routes(upload),
      path: '/addhotel',
      mocks: [
        registered(token),
        {
          request: { query: SaveEstablishmentPhotosMutation, variables: { id: 'h42', input: { ...hotel, photos: ['/uploads/front.jpg.webp'] } } },
          result: { data: { updateHotel: { __typename: 'Hotel', id: 'h42', photos: ['/uploads/front.jpg.webp'] } } },
        },
      ],
    });
    await fillForm(user);
    await user.upload(screen.getByLabelText('Photos (up to 8)'), new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Register Hotel' }));

    expect(await screen.findByText('View hotel at /viewhotel/h42')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(expect.any(File), token, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(store.getState()).toMatchObject({ token, isAdmin: false, user: { username: account.username, role: 'HOTEL_MANAGER' } });
    expect(localStorage.getItem('access_token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ username: account.username });
    expect(localStorage.getItem(CURRENT_HOTEL_KEY)).toBe('h42');
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ type: 'success', title: 'Hotel created successfully!' })]);
  });

  it("shows the server's field messages and keeps the fields", async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes: routes(),
      path: '/addhotel',
      mocks: [
        {
          request: registered(fakeToken()).request,
          result: {
            errors: [
              new GraphQLError('That username is already taken.', {
                extensions: { code: 'BAD_USER_INPUT', fields: { username: 'That username is already taken.' } },
              }),
            ],
          },
        },
      ],
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register Hotel' }));
    expect(await screen.findAllByText('That username is already taken.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Hotel name/)).toHaveValue(hotel.name);
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
