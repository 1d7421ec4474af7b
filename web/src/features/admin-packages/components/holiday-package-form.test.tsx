import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { renderRoutes } from '../../../test/render';
import { AdminHolidayPackagesQuery, CreateHolidayPackageMutation } from '../graphql';
import { HolidayPackagesPage } from '../pages/holiday-packages-page';
import { agencyAdminStore, field, holidayResult, setupUser } from '../../../test/admin-fixtures';

const routes = [{ path: '/holiday-packages', element: <HolidayPackagesPage /> }];
const setValue = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const renderForm = (mocks: MockLink.MockedResponse[] = []) =>
  renderRoutes({ routes, path: '/holiday-packages?tab=new', store: agencyAdminStore(), mocks });
const destination = (n: number) => screen.getByRole('group', { name: `Destination ${n}` });
const submit = () => setupUser().click(screen.getByRole('button', { name: 'Create Holiday Package' }));

// A long Chakra form re-renders on every change; under jsdom on a busy CI machine that takes seconds.
describe('HolidayPackageForm', { timeout: 60_000 }, () => {
  it('adds and removes destinations and their attractions', async () => {
    const user = setupUser();
    renderForm();

    expect(screen.getAllByRole('group', { name: /^Destination \d$/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add destination' }));
    expect(screen.getAllByRole('group', { name: /^Destination \d$/ })).toHaveLength(2);

    setValue(within(destination(1)).getByLabelText(/^Location/), 'Cape Town');
    setValue(within(destination(2)).getByLabelText(/^Location/), 'Stellenbosch');
    await user.click(screen.getByRole('button', { name: 'Add attraction to destination 1' }));
    expect(within(destination(1)).getAllByRole('textbox', { name: /^Attraction \d of destination 1$/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove destination 1' }));
    expect(screen.getAllByRole('group', { name: /^Destination \d$/ })).toHaveLength(1);
    // The remaining row keeps its own values.
    expect(within(destination(1)).getByLabelText(/^Location/)).toHaveValue('Stellenbosch');

    await user.click(screen.getByRole('button', { name: 'Remove attraction 1 of destination 1' }));
    expect(within(destination(1)).queryAllByRole('textbox', { name: /^Attraction/ })).toHaveLength(0);
  });

  it('blocks the save with the spec messages, blank attractions included', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Add destination' }));
    setValue(within(destination(1)).getByLabelText(/^Location/), 'Cape Town');
    setValue(screen.getByLabelText('Attraction 1 of destination 1'), '   ');
    await user.click(screen.getByRole('button', { name: 'Remove attraction 1 of destination 2' }));
    await submit();

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Package Type is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(within(destination(1)).getByText('Attractions cannot be blank.')).toBeInTheDocument();
    expect(screen.getByLabelText('Attraction 1 of destination 1')).toHaveAttribute('aria-invalid', 'true');
    expect(within(destination(2)).getByText('Destination location is required.')).toBeInTheDocument();
    expect(within(destination(2)).getByText('Each destination needs at least one attraction.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove destination 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove destination 1' }));
    await submit();
    expect(await screen.findByText('At least one destination is required.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('adds itinerary days numbered in turn, and removes them', async () => {
    const user = setupUser();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Add day' }));
    await user.click(screen.getByRole('button', { name: 'Add day' }));
    const day2 = screen.getByRole('group', { name: 'Itinerary day 2' });
    expect(within(day2).getByLabelText(/^Day number/)).toHaveValue(2);
    expect(within(day2).getByLabelText('Dinner')).not.toBeChecked();

    setValue(within(screen.getByRole('group', { name: 'Itinerary day 1' })).getByLabelText(/^Day title/), 'Arrival');
    await user.click(screen.getByRole('button', { name: 'Remove itinerary day 1' }));
    expect(screen.queryByRole('group', { name: 'Itinerary day 2' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Itinerary day 1' })).getByLabelText(/^Day number/)).toHaveValue(2);
    expect(within(screen.getByRole('group', { name: 'Itinerary day 1' })).getByLabelText(/^Day title/)).toHaveValue('');
  });

  it('adds only non-blank inclusions and exclusions, and removes them', async () => {
    const user = setupUser();
    renderForm();
    const inclusion = screen.getByLabelText('Inclusion');

    await user.type(inclusion, '   {Enter}');
    expect(screen.queryByRole('list', { name: 'Inclusion list' })).not.toBeInTheDocument();

    await user.type(inclusion, '  Airport transfers  {Enter}');
    await user.type(screen.getByLabelText('Exclusion'), 'Visas');
    await user.click(screen.getByRole('button', { name: 'Add exclusion' }));
    expect(within(screen.getByRole('list', { name: 'Inclusion list' })).getByText('Airport transfers')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Exclusion list' })).getByText('Visas')).toBeInTheDocument();
    expect(inclusion).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove inclusion Airport transfers' }));
    expect(screen.queryByRole('list', { name: 'Inclusion list' })).not.toBeInTheDocument();
  });

  it('creates the holiday package with the typed values and toasts the success', async () => {
    const create = vi.spyOn(toaster, 'create');
    const user = setupUser();
    const input = {
      name: 'Cape Winelands and Coast',
      packageType: 'Luxury',
      description: 'Mountains, wine and the sea.',
      country: null,
      city: null,
      destinations: [{ location: 'Cape Town', attractions: ['Table Mountain'] }],
      durationDays: 3,
      durationNights: 2,
      startDate: null,
      endDate: null,
      maxGuests: null,
      minAge: null,
      price: { adult: 24000, child: null, currency: 'USD', wasAdult: null },
      photos: [],
      inclusions: ['Airport transfers'],
      exclusions: [],
      itinerary: [
        {
          day: 1,
          title: 'Arrival',
          description: '',
          meals: { breakfast: false, lunch: false, dinner: true },
          accommodation: { name: 'Harbour Hotel', type: '', rating: 4 },
          transportation: null,
        },
      ],
      termsAndConditions: '',
      cancellationPolicy: 'Full refund up to 30 days before departure.',
      featured: true,
      amenities: [],
    };
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: CreateHolidayPackageMutation, variables: { input } },
        result: { data: { createHolidayPackage: holidayResult() } },
      },
      { request: { query: AdminHolidayPackagesQuery }, result: { data: { holidayPackages: [holidayResult()] } } },
    ];
    renderForm(mocks);

    setValue(field('Name'), input.name);
    await user.selectOptions(field('Package Type'), 'Luxury');
    setValue(field('Description'), input.description);
    setValue(within(destination(1)).getByLabelText(/^Location/), 'Cape Town');
    setValue(screen.getByLabelText('Attraction 1 of destination 1'), 'Table Mountain');
    setValue(field('Duration (days)'), '3');
    setValue(field('Nights'), '2');
    setValue(field('Adult price'), '24000');
    await user.selectOptions(field('Currency'), 'USD');
    await user.type(screen.getByLabelText('Inclusion'), 'Airport transfers{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add day' }));
    const day1 = screen.getByRole('group', { name: 'Itinerary day 1' });
    setValue(within(day1).getByLabelText(/^Day title/), 'Arrival');
    await user.click(within(day1).getByLabelText('Dinner'));
    setValue(within(day1).getByLabelText('Accommodation name'), 'Harbour Hotel');
    setValue(within(day1).getByLabelText(/^Accommodation rating/), '4');
    setValue(field('Cancellation policy'), input.cancellationPolicy);
    await submit();

    // Back on the list, which loads afresh.
    expect(await screen.findByRole('link', { name: 'View Cape Winelands and Coast' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Travel package created successfully!', duration: 1000 }),
    );
  });
});
