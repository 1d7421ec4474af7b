import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { Landing, renderRoutes } from '../../../test/render';
import { field, setupUser } from '../../../test/admin-fixtures';
import { getCurrentHotelId } from '../../../lib/current-hotel';
import { AdminCreateHotelMutation, AdminHotelQuery, AdminUpdateHotelMutation } from '../graphql';
import { hotelResult, managerStore } from '../test-fixtures';
import { HotelCreatePage, HotelEditPage } from './hotel-form-pages';
import { createFakeUploads } from '../../../lib/upload-testing';

const routes = [
  { path: '/createhotel', element: <HotelCreatePage /> },
  { path: '/edithotel/:id', element: <HotelEditPage /> },
  { path: '/viewhotel/:id', element: <Landing name="View" /> },
  { path: '/dashboard', element: <Landing name="Dashboard" /> },
  { path: '/hotel/list', element: <Landing name="List" /> },
];

const render = (path: string, mocks: MockLink.MockedResponse[] = []) =>
  renderRoutes({ routes, path, mocks, store: managerStore() });

const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

const input = {
  name: 'Protea Waterfront',
  type: 'Hotel',
  address: '1 Dock Road',
  country: 'South Africa',
  city: 'Cape Town',
  postalCode: '8001',
  email: 'stay@protea.example',
  phone: '+27 21 555 0100',
  photos: ['/uploads/harbour.jpg'],
  description: 'By the harbour.',
  rating: 4.5,
  distanceFromCentreM: 1200,
};

type User = ReturnType<typeof setupUser>;

/** Types a whole value at once: key-by-key typing of ten fields is slow under jsdom and adds nothing here. */
const fill = async (user: User, label: string, value: string) => {
  await user.click(field(label));
  await user.paste(value);
};

const fillCreateForm = async (user: User) => {
  await fill(user, 'Name', input.name);
  await fill(user, 'Type', input.type);
  await fill(user, 'Rating', '4.5');
  await fill(user, 'Distance from centre (m)', '1200');
  await fill(user, 'Description', input.description);
  await fill(user, 'Address', input.address);
  await fill(user, 'City', input.city);
  await fill(user, 'Postal code', input.postalCode);
  await fill(user, 'Email', input.email);
  await fill(user, 'Phone', input.phone);
  await user.upload(screen.getByLabelText('Photos'), image('harbour.jpg'));
};

describe('hotel form pages', { timeout: 30_000 }, () => {
  beforeEach(() => {
    let previews = 0;
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${(previews += 1)}`), revokeObjectURL: vi.fn() });
    // Uploads go to the API's endpoint in the app; here each file "uploads" to /uploads/<its name>. (A
    // stubbed XMLHttpRequest rather than vi.mock: test files share one module graph, see vite.config.ts.)
    vi.stubGlobal(
      'XMLHttpRequest',
      createFakeUploads((request) => request.respond(201, { url: `/uploads/${request.file.name}`, thumbnailUrl: '', width: 1, height: 1 })).Xhr,
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('blocks an incomplete form with a message on each field and sends nothing', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    render('/createhotel');

    await user.clear(field('Country'));
    await fill(user, 'Email', 'not-an-email');
    await fill(user, 'Rating', '7');
    await user.click(screen.getByRole('button', { name: 'Create Hotel' }));

    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    for (const message of [
      'Hotel name is required.',
      'Hotel type is required.',
      'Address is required.',
      'Country is required.',
      'City is required.',
      'Postal code is required.',
      'Enter a valid email address.',
      'Phone number is required.',
      'Add at least one photo.',
      'Rating must be between 0 and 5.',
      'Description is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the hotel, says "Hotel created successfully!", makes it current and opens its view', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    let sent = 0;
    render('/createhotel', [
      {
        request: { query: AdminCreateHotelMutation, variables: { input } },
        result: () => {
          sent += 1;
          return { data: { createHotel: hotelResult({ id: 'h9', photos: input.photos }) } };
        },
      },
    ]);

    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Hotel' }));

    expect(await screen.findByText('View at /viewhotel/h9')).toBeInTheDocument();
    expect(sent).toBe(1);
    expect(getCurrentHotelId()).toBe('h9');
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Hotel created successfully!', duration: 1000 }),
    );
  });

  it('says "Failed to create hotel." and shows the API\'s field errors on the fields', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    render('/createhotel', [
      {
        request: { query: AdminCreateHotelMutation, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Enter a valid phone number, for example +27 82 555 0123.', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { phone: 'Enter a valid phone number, for example +27 82 555 0123.' },
              },
            }),
          ],
        },
      },
    ]);

    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Hotel' }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'Failed to create hotel.', duration: 1000 }),
      ),
    );
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Enter a valid phone number, for example +27 82 555 0123.').length).toBeGreaterThan(0);
    expect(getCurrentHotelId()).toBeNull();
  });

  it('keeps at most 8 photos and says why the extra ones were dropped', async () => {
    const user = setupUser();
    render('/createhotel');
    await user.upload(
      screen.getByLabelText('Photos'),
      Array.from({ length: 9 }, (_, index) => image(`photo-${index}.jpg`)),
    );
    expect(screen.getByText('You can upload a maximum of 8 photos.')).toBeInTheDocument();
    expect(screen.getByText(/8 of 8 photos/)).toBeInTheDocument();
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const user = setupUser();
    render('/createhotel');
    await user.type(field('Name'), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(field('Name')).toHaveValue('Half typed');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('List at /hotel/list')).toBeInTheDocument();
  });

  const loadMock: MockLink.MockedResponse = {
    request: { query: AdminHotelQuery, variables: { id: 'h1' } },
    result: { data: { hotel: hotelResult({ photos: ['/uploads/harbour.jpg'] }) } },
  };
  const updateRequest = { query: AdminUpdateHotelMutation, variables: { id: 'h1', input: { ...input, name: 'Protea Harbour' } } };

  it('edits a hotel with "Update Hotel", says "Hotel updated successfully!" and goes to the dashboard', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    render('/edithotel/h1', [
      loadMock,
      { request: updateRequest, result: { data: { updateHotel: hotelResult({ name: 'Protea Harbour' }) } } },
    ]);

    expect(await screen.findByDisplayValue('Protea Waterfront')).toBeInTheDocument();
    expect(field('Rating')).toHaveValue(4.5);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/uploads/harbour.jpg');
    await user.clear(field('Name'));
    await fill(user, 'Name', 'Protea Harbour');
    await user.click(screen.getByRole('button', { name: 'Update Hotel' }));

    expect(await screen.findByText('Dashboard at /dashboard')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Hotel updated successfully!', duration: 1000 }),
    );
  });

  it('says "Failed to update hotel." when the API refuses, and stays on the form', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    render('/edithotel/h1', [
      loadMock,
      {
        request: updateRequest,
        result: { errors: [new GraphQLError('You do not manage this hotel.', { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);

    await user.clear(await screen.findByDisplayValue('Protea Waterfront'));
    await fill(user, 'Name', 'Protea Harbour');
    await user.click(screen.getByRole('button', { name: 'Update Hotel' }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          title: 'Failed to update hotel.',
          description: 'You do not manage this hotel.',
        }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Update Hotel' })).toBeInTheDocument();
  });

  it('says "Failed to fetch hotel data" when the hotel cannot be loaded', async () => {
    render('/edithotel/h1', [
      { request: { query: AdminHotelQuery, variables: { id: 'h1' } }, error: new Error('Failed to fetch') },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch hotel data');
  });
});
