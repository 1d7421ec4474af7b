import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LuChevronLeft, LuChevronRight, LuRefreshCw } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SkeletonTableRow } from '../../../components/skeletons';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { formatSaDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session-context';
import { AdminTable } from '../../../components/admin/admin-table';
import { PageHeader } from '../../../components/admin/page-header';
import { PaymentsDuePanel } from '../../../components/payments-due/payments-due-panel';
import { KindBadge, StatusBadge } from '../components/badges';
import { InboxFilters } from '../components/inbox-filters';
import { INBOX_PAGE_SIZE, messages } from '../constants';
import { InboxQuery, type InboxRowFieldsFragment } from '../graphql';
import { readInboxSearch, toInboxFilter, writeInboxSearch, type InboxSearch } from '../inbox-search';

const COLUMNS = ['Reference', 'Kind', 'Title', 'Name', 'Received', 'Status', 'Assigned to'] as const;

const InboxRow = ({ item, listSearch }: { item: InboxRowFieldsFragment; listSearch: string }) => (
  <Table.Row>
    <Table.Cell fontFamily="mono" whiteSpace="nowrap">
      {/* The list's query goes along, so "Back to inbox" returns to the same filters and page. */}
      <Link asChild color="brand.fg" fontWeight="600">
        <RouterLink to={paths.staffItem.to(item.id)} state={{ inboxSearch: listSearch }}>
          {item.reference}
        </RouterLink>
      </Link>
    </Table.Cell>
    <Table.Cell>
      <KindBadge kind={item.kind} />
    </Table.Cell>
    <Table.Cell maxW="xs" truncate title={item.title}>
      {item.title}
    </Table.Cell>
    <Table.Cell>
      <Text fontWeight="600">{item.fullName}</Text>
      {item.email && (
        <Text fontSize="xs" color="fg.muted">
          {item.email}
        </Text>
      )}
    </Table.Cell>
    <Table.Cell whiteSpace="nowrap">
      <time dateTime={item.createdAt}>{formatSaDate(item.createdAt)}</time>
    </Table.Cell>
    <Table.Cell>
      <StatusBadge status={item.status} />
    </Table.Cell>
    <Table.Cell>{item.assignedTo ? item.assignedTo.username : <Text color="fg.muted">Unassigned</Text>}</Table.Cell>
  </Table.Row>
);


const isFiltered = (s: InboxSearch): boolean =>
  s.kinds.length > 0 || s.statuses.length > 0 || Boolean(s.from || s.to || s.q) || s.mine;

/**
 * /internal: one list of booking requests, stay reservations and enquiries, newest first. Every
 * filter and the page live in the URL, so a refresh or a shared link shows the same list.
 */
export const InboxPage = () => {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  // The list follows React state and the URL follows the state (not the other way round): a router
  // navigation renders in a transition, and there the new URL kept losing to the old variables'
  // query updates (Apollo reads its store with useSyncExternalStore), so the two requests alternated.
  const [search, setSearch] = useState(() => readInboxSearch(params));
  const current = useRef(search);
  const written = useRef(params.toString());
  useEffect(() => {
    // Back/forward, or a link to /internal with other filters: the URL wins.
    const now = params.toString();
    if (now === written.current) return;
    written.current = now;
    current.current = readInboxSearch(params);
    setSearch(current.current);
  }, [params]);

  const filter = useMemo(() => toInboxFilter(search, user?.id), [search, user?.id]);
  const { data, previousData, loading, error, refetch } = useQuery(InboxQuery, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  const show = useCallback(
    (next: InboxSearch, replace: boolean) => {
      current.current = next;
      setSearch(next);
      const query = writeInboxSearch(next);
      written.current = query.toString();
      // Typing and ticking filters should not fill the back button's history; pages do.
      setParams(query, { replace });
    },
    [setParams],
  );
  const update = useCallback(
    (change: Partial<InboxSearch>) => show({ ...current.current, page: 1, ...change }, !('page' in change)),
    [show],
  );
  const clear = useCallback(() => show(readInboxSearch(new URLSearchParams()), true), [show]);

  // Keep showing the last page while the next one loads: the table does not jump.
  const page = data?.inbox ?? previousData?.inbox;
  const listSearch = writeInboxSearch(search).toString();
  const totalPages = Math.max(1, page?.totalPages ?? 1);

  const body = (() => {
    if (error && !data)
      return (
        <Stack gap="3" align="flex-start">
          <ErrorState>{getErrorMessage(error, messages.loadInboxFailed)}</ErrorState>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            <LuRefreshCw aria-hidden="true" /> Retry
          </Button>
        </Stack>
      );
    if (page && page.items.length === 0 && !loading)
      return <EmptyState>{isFiltered(search) ? messages.noMatches : messages.emptyInbox}</EmptyState>;
    return (
      <AdminTable
        caption="Inbox"
        columns={COLUMNS}
        interactive
        aria-busy={loading}
        // The first page keeps the table's frame with grey rows; a reader hears that it is loading.
        before={
          !page && (
            <Text role="status" aria-live="polite" srOnly>
              Loading inbox...
            </Text>
          )
        }
        bodyOpacity={loading && page ? 0.6 : 1}
      >
        {page ? page.items.map((item) => <InboxRow key={item.id} item={item} listSearch={listSearch} />) : Array.from({ length: 6 }, (_, row) => <SkeletonTableRow key={row} cells={COLUMNS.length} />)}
      </AdminTable>
    );
  })();

  return (
    <Stack gap="6">
      <PageHeader
        title="Inbox"
        description="Booking requests, stay reservations and enquiries, newest first."
        actions={
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)} loading={loading && Boolean(page)}>
            <LuRefreshCw aria-hidden="true" /> Refresh
          </Button>
        }
      />
      <PaymentsDuePanel />
      <Heading as="h2" size="md">
        Requests and enquiries
      </Heading>
      <InboxFilters search={search} onChange={update} onClear={clear} />
      {body}
      {page && page.total > 0 && (
        <HStack justify="space-between" wrap="wrap" gap="3" as="nav" aria-label="Inbox pages">
          <Text fontSize="sm" color="fg.muted">
            {/* A large inbox is counted only so far past the page (totalExact false): "1020+ items". */}
            {page.total === 1 && page.totalExact ? '1 item' : `${page.total}${page.totalExact ? '' : '+'} items`} · {INBOX_PAGE_SIZE} per page
          </Text>
          <HStack gap="3">
            <Button size="sm" variant="outline" disabled={search.page <= 1} onClick={() => update({ page: search.page - 1 })}>
              <LuChevronLeft aria-hidden="true" /> Previous
            </Button>
            <Text fontSize="sm" aria-live="polite">
              Page {search.page} of {totalPages}
              {page.totalExact ? '' : '+'}
            </Text>
            <Button size="sm" variant="outline" disabled={search.page >= totalPages} onClick={() => update({ page: search.page + 1 })}>
              Next <LuChevronRight aria-hidden="true" />
            </Button>
          </HStack>
        </HStack>
      )}
    </Stack>
  );
};
