import { describe, expect, it } from '@jest/globals';
import { parseRestQuery } from './rest-query-parser.js';

describe('parseRestQuery', () => {
  it('drops parameters a browser sends for "no value": empty, undefined, null', () => {
    expect({ ...parseRestQuery('destination=Paris&date=&maxPrice=0&x=undefined&y=null') }).toEqual({ destination: 'Paris', maxPrice: '0' });
  });

  it('keeps repeated parameters as a list, without their empty values', () => {
    expect({ ...parseRestQuery('types=Cruise&types=&types=Adventure') }).toEqual({ types: ['Cruise', 'Adventure'] });
    expect({ ...parseRestQuery('types=Cruise&types=') }).toEqual({ types: 'Cruise' });
  });

  it('keeps white space and decodes as Express did', () => {
    expect({ ...parseRestQuery('city=%20&q=Cape+Town&t=2026-08-25T21%3A19%3A36.000Z') }).toEqual({
      city: ' ',
      q: 'Cape Town',
      t: '2026-08-25T21:19:36.000Z',
    });
  });
});
