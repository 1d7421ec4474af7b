import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('shows every page up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, gapping the rest', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-before', 9, 10, 11, 'gap-after', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
    // A gap never hides a single page.
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
  });
});
