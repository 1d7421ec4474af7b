import { describe, expect, it } from 'vitest';
import { readInboxSearch, toInboxFilter, writeInboxSearch } from './inbox-search';

describe('inbox search in the URL', () => {
  it('round-trips every filter and the page', () => {
    const query = 'kind=TRIP_PLAN&kind=CONTACT&status=PENDING&from=2026-11-01&to=2026-11-30&q=zanele&mine=1&page=3';
    const search = readInboxSearch(new URLSearchParams(query));
    expect(search).toEqual({
      kinds: ['TRIP_PLAN', 'CONTACT'],
      statuses: ['PENDING'],
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'zanele',
      mine: true,
      page: 3,
    });
    expect(writeInboxSearch(search).toString()).toBe(query);
  });

  it('drops values it does not know rather than sending them', () => {
    const search = readInboxSearch(new URLSearchParams('kind=FAX&status=LOST&from=yesterday&page=-2'));
    expect(search).toMatchObject({ kinds: [], statuses: [], from: '', page: 1 });
    expect(writeInboxSearch(search).toString()).toBe('');
  });

  it('builds the API filter, "Assigned to me" as the signed-in user', () => {
    const search = readInboxSearch(new URLSearchParams('mine=1&q=EQ-123'));
    expect(toInboxFilter(search, 'u1')).toEqual({
      kinds: null,
      statuses: null,
      receivedFrom: null,
      receivedTo: null,
      search: 'EQ-123',
      assignedToId: 'u1',
      page: 1,
      pageSize: 20,
    });
  });
});
