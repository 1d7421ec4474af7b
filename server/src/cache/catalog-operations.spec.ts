import { describe, expect, it } from '@jest/globals';
import { classifyGraphQL, isCatalogRestRead, isRestWrite } from './catalog-operations.js';

describe('classifyGraphQL', () => {
  it('takes a query of catalog reads only, through fragments and aliases', () => {
    expect(classifyGraphQL('query { destinations { id } siteConfig { carsWidgetUrl } }', undefined)).toEqual({ kind: 'catalog-read' });
    const withFragments = `query Home { ...Root a: searchPackages { pagination { totalPages } } }
      fragment Root on Query { ... on Query { policies { terms } } exchangeRates { currency } }`;
    expect(classifyGraphQL(withFragments, 'Home')).toEqual({ kind: 'catalog-read' });
  });

  it('refuses a query with one field outside the allow-list, and signed-in reads', () => {
    expect(classifyGraphQL('{ destinations { id } me { id } }', undefined)).toEqual({ kind: 'other' });
    expect(classifyGraphQL('{ rooms(hotelId: "x") { id } }', undefined)).toEqual({ kind: 'other' });
  });

  it('picks the named operation of a document with several', () => {
    const doc = 'query A { destinations { id } } query B { myBookings { id } }';
    expect(classifyGraphQL(doc, 'A')).toEqual({ kind: 'catalog-read' });
    expect(classifyGraphQL(doc, 'B')).toEqual({ kind: 'other' });
    expect(classifyGraphQL(doc, undefined)).toEqual({ kind: 'other' });
  });

  it('treats every mutation outside the safe list as a write, and the safe ones as harmless', () => {
    expect(classifyGraphQL('mutation { reserveStay(input: {}) { id } }', undefined)).toEqual({ kind: 'write', rootFields: 1 });
    expect(classifyGraphQL('mutation { login(input: {}) { token } a: updatePackage(id: "1", input: {}) { id } }', undefined)).toEqual({
      kind: 'write',
      rootFields: 2,
    });
    expect(classifyGraphQL('mutation { login(input: {}) { token } }', undefined)).toEqual({ kind: 'other' });
    expect(classifyGraphQL('mutation { requestBooking(input: {}) { id } }', undefined)).toEqual({ kind: 'other' });
  });

  it('never caches a document that does not parse or spreads an unknown fragment; such a mutation still clears', () => {
    expect(classifyGraphQL('query { destinations { id }', undefined)).toEqual({ kind: 'other' });
    expect(classifyGraphQL('query { ...Missing }', undefined)).toEqual({ kind: 'other' });
    expect(classifyGraphQL('mutation { ...M } fragment M on Mutation { ...M }', undefined).kind).toBe('write');
  });
});

describe('REST lists', () => {
  it('caches the public catalog GETs only', () => {
    for (const path of ['/api/packages', '/api/packages/getSearchedPackages', '/api/packages/abc', '/api/holidayPackages/1', '/api/hotels', '/api/hotels/1', '/api/destinations', '/api/roomtypes/1', '/api/amenities']) {
      expect([path, isCatalogRestRead('GET', path)]).toEqual([path, true]);
    }
    for (const path of ['/api/health', '/api/roomtypesrates', '/api/rooms', '/api/rates/1', '/api/ratetypes', '/api/docs', '/api/packages/1/x']) {
      expect([path, isCatalogRestRead('GET', path)]).toEqual([path, false]);
    }
    expect(isCatalogRestRead('POST', '/api/packages')).toBe(false);
  });

  it('counts every non-GET as a write except the safe ones', () => {
    expect(isRestWrite('PUT', '/api/packages/1')).toBe(true);
    expect(isRestWrite('POST', '/api/stays/reservations')).toBe(true);
    expect(isRestWrite('POST', '/api/hotels/hotelanduser')).toBe(true);
    expect(isRestWrite('POST', '/api/auth/login')).toBe(false);
    expect(isRestWrite('POST', '/api/bookings')).toBe(false);
    expect(isRestWrite('POST', '/api/enquiries/contact')).toBe(false);
    expect(isRestWrite('GET', '/api/packages')).toBe(false);
  });
});
