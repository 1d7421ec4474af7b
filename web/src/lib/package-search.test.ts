import { DEFAULT_BUDGET } from './budget-options';
import { parsePackageSearch } from './package-search';

describe('parsePackageSearch', () => {
  it('trims the destination and keeps a whole positive budget', () => {
    expect(parsePackageSearch({ destination: '  Cape Town ', date: '2026-12-01', maxPrice: '20000' })).toEqual({
      destination: 'Cape Town',
      date: '2026-12-01',
      maxPrice: 20000,
    });
  });

  it('falls back to empty fields and the default budget', () => {
    expect(parsePackageSearch({})).toEqual({ destination: '', date: '', maxPrice: DEFAULT_BUDGET });
    for (const maxPrice of ['', 'abc', '-5', '0', '12.5']) {
      expect(parsePackageSearch({ maxPrice }).maxPrice).toBe(DEFAULT_BUDGET);
    }
  });
});
