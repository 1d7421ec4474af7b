import { describe, expect, it } from 'vitest';
import { readSearchCriteria } from './search-criteria';

const read = (query: string, state: unknown = null) => readSearchCriteria(new URLSearchParams(query), state);

describe('readSearchCriteria', () => {
  it('reads the URL, with no budget meaning no limit', () => {
    expect(read('destination=%20Bali%20&date=2026-12-14&page=2')).toEqual({ destination: 'Bali', date: '2026-12-14', maxPrice: 0, page: 2 });
  });

  it('ignores unreadable values', () => {
    expect(read('destination=Bali&date=2026-13-40&maxPrice=lots&page=-1')).toEqual({ destination: 'Bali', date: '', maxPrice: 0, page: 1 });
  });

  it('falls back to the navigation state only when the URL has no criteria', () => {
    const state = { destination: 'Kyoto', date: '2026-04-01', maxPrice: 65000 };
    expect(read('', state)).toEqual({ ...state, page: 1 });
    expect(read('destination=Paris', state)).toEqual({ destination: 'Paris', date: '', maxPrice: 0, page: 1 });
  });
});
