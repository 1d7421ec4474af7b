import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { Landing, renderRoutes } from '../../../test/render';
import { AdminPackageQuery, CreatePackageMutation, DeletePackageMutation, UpdatePackageMutation } from '../graphql';
import { PackageCreatePage, PackageEditPage } from '../pages/package-form-pages';
import { agencyAdminStore, field, holidayResult, packageResult, setupUser } from '../../../test/admin-fixtures';

const routes = [
  { path: '/packages/create', element: <PackageCreatePage /> },
  { path: '/packages/edit/:id', element: <PackageEditPage /> },
  { path: '/admin/packages', element: <Landing name="Package table" /> },
  { path: '/holiday-packages/edit/:id', element: <Landing name="Holiday form" /> },
];

const input = {
  title: 'Garden Route Escape',
  type: 'Adventure',
  country: 'South Africa',
  city: 'Knysna',
  durationDays: 5,
  durationNights: 4,
  maxGuests: 12,
  fromDate: '2026-03-01',
  toDate: '2026-03-05',
  price: { adult: 12500, child: 6000, currency: 'ZAR', wasAdult: null },
  minAge: null,
  amenities: ['Car Parking', 'Restaurant'],
  includes: ['Breakfast'],
  photos: [],
  description: 'Five days along the coast.',
  terms: '',
  featured: true,
};

const setValue = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const fillValidForm = async (user: ReturnType<typeof setupUser>) => {
  // Typed with change events: per-key typing through this long form is slow and adds nothing here.
  setValue(field('Title'), input.title);
  await user.selectOptions(field('Type'), 'Adventure');
  setValue(field('Country'), input.country);
  setValue(field('City'), input.city);
  setValue(field('Description'), input.description);
  setValue(field('Duration (days)'), '5');
  setValue(field('Nights'), '4');
  setValue(field('Max guests'), '12');
  setValue(field('Start date'), '2026-03-01');
  setValue(field('End date'), '2026-03-05');
  setValue(field('Adult price'), '12500');
  setValue(field('Child price'), '6000');
  await user.click(screen.getByLabelText('Restaurant'));
  await user.click(screen.getByLabelText('Car Parking'));
  await user.click(screen.getByLabelText('Breakfast'));
};

const createRequest = { query: CreatePackageMutation, variables: { input } };

// A long Chakra form re-renders on every change; under jsdom on a busy CI machine that takes seconds.
describe('PackageForm', { timeout: 60_000 }, () => {
  it('starts with the spec defaults: ZAR, 0 days and 0 nights, featured', () => {
    renderRoutes({ routes, path: '/packages/create', store: agencyAdminStore() });
    expect(field('Currency')).toHaveValue('ZAR');
    expect(field('Duration (days)')).toHaveValue(0);
    expect(field('Nights')).toHaveValue(0);
    expect(screen.getByRole('checkbox', { name: /Featured/ })).toBeChecked();
    expect(
      screen.getAllByRole('checkbox', {
        name: /Accepts Credit Cards|Wireless Internet|Visit 7 Best Places in the City|Food & Drinks/,
      }),
    ).toHaveLength(4);
  });

  it('blocks submission and shows the spec messages', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderRoutes({ routes, path: '/packages/create', store: agencyAdminStore(), mocks: [] });

    setValue(field('Adult price'), '-5');
    setValue(field('Start date'), '2026-03-10');
    setValue(field('End date'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Create Package' }));

    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Package Type is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Country is required.')).toBeInTheDocument();
    expect(screen.getByText('Prices cannot be negative.')).toBeInTheDocument();
    expect(screen.getByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    // Nothing was sent: no toast of either kind, still on the form.
    expect(create).not.toHaveBeenCalled();
    expect(screen.queryByText(/Package table/)).not.toBeInTheDocument();
  });

  it('creates the package with the typed values, toasts the success for 1000 ms and goes to the table', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const mocks: MockLink.MockedResponse[] = [
      { request: createRequest, result: { data: { createPackage: packageResult({ amenities: input.amenities }) } } },
    ];
    renderRoutes({ routes, path: '/packages/create', store: agencyAdminStore(), mocks });

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Package' }));

    expect(await screen.findByText('Package table at /admin/packages')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Package created successfully!', duration: 1000 }),
    );
  });

  it("shows the server's field errors under the matching fields", async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const mocks: MockLink.MockedResponse[] = [
      {
        request: createRequest,
        result: {
          errors: [
            new GraphQLError('Please correct the highlighted fields', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { 'price.adult': 'Prices must be below 10 000 000.', city: 'City must be at most 100 characters.' },
              },
            }),
          ],
        },
      },
    ];
    renderRoutes({ routes, path: '/packages/create', store: agencyAdminStore(), mocks });

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Package' }));

    expect(await screen.findByText('Prices must be below 10 000 000.')).toBeInTheDocument();
    expect(field('Adult price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('City must be at most 100 characters.')).toBeInTheDocument();
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Title')).not.toHaveAttribute('aria-invalid', 'true');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to create package.' }));
    expect(screen.queryByText(/Package table/)).not.toBeInTheDocument();
  });

  it('edits a loaded package: sends the changes and toasts the update', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const loaded = packageResult();
    const { amenities, includes } = loaded;
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: AdminPackageQuery, variables: { id: 'p1' } }, result: { data: { package: loaded } } },
      {
        request: {
          query: UpdatePackageMutation,
          variables: { id: 'p1', input: { ...input, title: 'Garden Route Deluxe', amenities, includes } },
        },
        result: { data: { updatePackage: packageResult({ title: 'Garden Route Deluxe' }) } },
      },
    ];
    renderRoutes({ routes, path: '/packages/edit/p1', store: agencyAdminStore(), mocks });

    const title = await screen.findByDisplayValue('Garden Route Escape');
    expect(screen.getByRole('checkbox', { name: 'Car Parking' })).toBeChecked();
    setValue(title, 'Garden Route Deluxe');
    await user.click(screen.getByRole('button', { name: 'Update Package' }));

    expect(await screen.findByText('Package table at /admin/packages')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Package updated successfully!' }));
  });

  it('deletes from the edit form after confirmation', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: AdminPackageQuery, variables: { id: 'p1' } }, result: { data: { package: packageResult() } } },
      { request: { query: DeletePackageMutation, variables: { id: 'p1' } }, result: { data: { deletePackage: 'p1' } } },
    ];
    renderRoutes({ routes, path: '/packages/edit/p1', store: agencyAdminStore(), mocks });

    await user.click(await screen.findByRole('button', { name: 'Delete Package' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Delete Garden Route Escape? This action cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Package table at /admin/packages')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Package deleted successfully!' }));
  });

  it('sends a holiday package to its own form', async () => {
    const mocks = [
      { request: { query: AdminPackageQuery, variables: { id: 'h1' } }, result: { data: { package: holidayResult() } } },
    ];
    renderRoutes({ routes, path: '/packages/edit/h1', store: agencyAdminStore(), mocks });
    expect(await screen.findByText('Holiday form at /holiday-packages/edit/h1')).toBeInTheDocument();
  });

  it('says so when the package cannot be loaded', async () => {
    const mocks = [{ request: { query: AdminPackageQuery, variables: { id: 'p1' } }, error: new Error('Failed to fetch') }];
    renderRoutes({ routes, path: '/packages/edit/p1', store: agencyAdminStore(), mocks });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch package details.'));
  });
});
