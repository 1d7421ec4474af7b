import { INBOX_KINDS, INBOX_PAGE_SIZE, INBOX_STATUSES } from './constants';
import type { InboxFilter, InboxItemKind, InboxStatus } from './graphql';

/**
 * What the inbox list shows, as the /internal URL carries it, so a refresh or a shared link keeps the
 * filters and the page: ?kind=TRIP_PLAN&kind=CONTACT&status=PENDING&from=2026-11-01&to=...&q=...&mine=1&page=2
 */
export interface InboxSearch {
  kinds: InboxItemKind[];
  statuses: InboxStatus[];
  from: string;
  to: string;
  q: string;
  mine: boolean;
  page: number;
}

const isLocalDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export const readInboxSearch = (params: URLSearchParams): InboxSearch => {
  const page = Number(params.get('page'));
  return {
    // Unknown values (an old link, a typo) are dropped rather than sent to the server to refuse.
    kinds: params.getAll('kind').filter((k): k is InboxItemKind => (INBOX_KINDS as string[]).includes(k)),
    statuses: params.getAll('status').filter((s): s is InboxStatus => (INBOX_STATUSES as string[]).includes(s)),
    from: isLocalDate(params.get('from')) ? (params.get('from') as string) : '',
    to: isLocalDate(params.get('to')) ? (params.get('to') as string) : '',
    q: params.get('q')?.trim() ?? '',
    mine: params.get('mine') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
};

export const writeInboxSearch = (search: InboxSearch): URLSearchParams => {
  const params = new URLSearchParams();
  search.kinds.forEach((kind) => params.append('kind', kind));
  search.statuses.forEach((status) => params.append('status', status));
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  if (search.q) params.set('q', search.q);
  if (search.mine) params.set('mine', '1');
  if (search.page > 1) params.set('page', String(search.page));
  return params;
};

/** The API filter for a search; `userId` is the signed-in staff member's id for "Assigned to me". */
export const toInboxFilter = (search: InboxSearch, userId: string | undefined): InboxFilter => ({
  kinds: search.kinds.length ? search.kinds : null,
  statuses: search.statuses.length ? search.statuses : null,
  receivedFrom: search.from || null,
  receivedTo: search.to || null,
  search: search.q || null,
  assignedToId: search.mine && userId ? userId : null,
  page: search.page,
  pageSize: INBOX_PAGE_SIZE,
});
