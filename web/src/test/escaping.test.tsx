/**
 * Stored text is shown escaped everywhere: what visitors, customers and hotel managers typed (a
 * package title, a hotel's description, an enquiry's message, an internal note) reaches the page as
 * text. Each page gets values that would run script if they were ever parsed as HTML, and the test
 * checks that they are on the page, character for character, and that no element came from them.
 * (web/src has no dangerouslySetInnerHTML or innerHTML: React's escaping is the whole defence, and
 * this test keeps it that way for the pages that show stored text.)
 */
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { SignedInGuard } from '../app/guards';
import { PublicLayout } from '../app/layouts/public-layout';
import { MyBookingsQuery } from '../features/bookings/graphql';
import { MyBookingsPage } from '../features/bookings/pages/my-bookings-page';
import { PackageDetailsQuery } from '../features/packages/graphql';
import { PackageDetailsPage } from '../features/packages/pages/package-details-page';
import { makePackageDetails } from '../features/packages/testing';
import { InboxItemPage } from '../features/staff/pages/inbox-item-page';
import { itemMock, staffMembersMock, staffStore, tripPlan } from '../features/staff/test-fixtures';
import { StaySearchLayout } from '../features/stays/stay-search-context';
import { availabilityInput, availabilityMock, hotelMock, makeHotel } from '../features/stays/testing';
import { HotelPage } from '../features/stays/pages/hotel-page';
import { renderRoutes, signedInStore } from './render';

configure({ asyncUtilTimeout: 5000 });

const SCRIPT = '<script>window.__pwned = "script"</script>';
const IMG = '"><img src=x onerror="window.__pwned=\'img\'">';
const SVG = "<svg onload=\"window.__pwned='svg'\"><a href=\"javascript:alert(1)\">x</a></svg>";

type Pwned = Window & { __pwned?: string };

afterEach(() => {
  delete (window as Pwned).__pwned;
});

/**
 * Nothing on the page was built from the hostile values. The only scripts are the pages' JSON-LD data
 * blocks (never run), whose text parses as JSON and holds no "<" that could close the block.
 */
function expectNoInjectedElements(): void {
  expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
  for (const block of document.querySelectorAll('script[type="application/ld+json"]')) {
    expect(block.textContent).not.toContain('<');
    expect(() => JSON.parse(block.textContent ?? '')).not.toThrow();
    expect(block.children).toHaveLength(0);
  }
  expect(document.querySelectorAll('svg[onload], [onerror], [onload]')).toHaveLength(0);
  expect(document.querySelectorAll('img[src="x"]')).toHaveLength(0);
  expect(document.querySelectorAll('a[href^="javascript:"]')).toHaveLength(0);
  expect((window as Pwned).__pwned).toBeUndefined();
}

/** The value is shown as text, whole: some element's own text is exactly it (or contains it). */
function expectShownAsText(value: string): void {
  expect(document.body.textContent).toContain(value);
}

describe('stored text is shown as text, never as HTML', { timeout: 30_000 }, () => {
  it('on a package detail page: title, description, includes and terms', async () => {
    const pkg = makePackageDetails({ title: SCRIPT, description: IMG, includes: [SVG], terms: IMG });
    const mocks: MockLink.MockedResponse[] = [{ request: { query: PackageDetailsQuery, variables: { id: 'p1' } }, result: { data: { package: pkg } } }];
    renderRoutes({ routes: [{ path: '/Details/:id', element: <PackageDetailsPage /> }], path: '/Details/p1', mocks });
    expect(await screen.findByRole('heading', { level: 1, name: SCRIPT })).toBeInTheDocument();
    for (const value of [SCRIPT, IMG, SVG]) expectShownAsText(value);
    expectNoInjectedElements();
  });

  it('on a hotel page: name, address, description, amenities and activities', async () => {
    const hotel = makeHotel({
      name: SCRIPT,
      address: IMG,
      description: SVG,
      amenities: [{ __typename: 'Amenity', id: 'a1', name: IMG, description: SCRIPT }],
      activities: [{ __typename: 'Activity', id: 'act1', name: SVG, description: IMG, duration: SCRIPT, maxParticipants: 12, price: 350 }],
    });
    renderRoutes({
      routes: [{ element: <StaySearchLayout />, children: [{ path: '/hotels/:id', element: <HotelPage /> }] }],
      path: '/hotels/h1?destination=Cape+Town&checkIn=2027-03-10&checkOut=2027-03-13&adults=2&children=0&rooms=1&min=0&max=4999',
      mocks: [hotelMock('h1', hotel), availabilityMock(availabilityInput(), [])],
    });
    expect(await screen.findByRole('heading', { level: 1, name: SCRIPT })).toBeInTheDocument();
    for (const value of [SCRIPT, IMG, SVG]) expectShownAsText(value);
    expectNoInjectedElements();
  });

  it("on a staff inbox item: the sender's name, message and an internal note", async () => {
    const base = tripPlan();
    const item = tripPlan({
      title: SCRIPT,
      fullName: IMG,
      enquiry: { ...(base as unknown as { enquiry: object }).enquiry, destination: SVG, message: `${SCRIPT}\n${IMG}` },
      notes: [{ __typename: 'InboxNote', id: 'n1', body: SVG, authorName: IMG, createdAt: '2026-11-20T10:00:00Z' }],
    });
    renderRoutes({
      routes: [{ path: '/internal/:id', element: <InboxItemPage /> }],
      path: '/internal/i3',
      mocks: [staffMembersMock, itemMock(item)],
      store: staffStore(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: SCRIPT })).toBeInTheDocument();
    for (const value of [SCRIPT, IMG, SVG]) expectShownAsText(value);
    expectNoInjectedElements();
  });

  it("on my bookings: the package's title as it was booked", async () => {
    const booking = {
      __typename: 'Booking',
      id: 'b1',
      reference: 'UH-7K3M9Q',
      status: 'PENDING',
      packageId: 'p1',
      packageTitle: SCRIPT,
      packageType: 'Honeymoon',
      departureDate: '2026-12-14',
      returnDate: '2026-12-21',
      guests: 2,
      adultPrice: 24500,
      total: 49000,
      currency: 'ZAR',
      createdAt: '2026-03-01T08:00:00.000Z',
    };
    renderRoutes({
      routes: [{ element: <PublicLayout />, children: [{ element: <SignedInGuard />, children: [{ path: '/my-bookings', element: <MyBookingsPage /> }] }] }],
      path: '/my-bookings',
      mocks: [{ request: { query: MyBookingsQuery }, result: { data: { myBookings: [booking] } } }],
      store: signedInStore(),
    });
    expect(await screen.findByText(SCRIPT)).toBeInTheDocument();
    expectNoInjectedElements();
  });
});
