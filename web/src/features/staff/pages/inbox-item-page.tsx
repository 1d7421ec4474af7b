import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Grid, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuRefreshCw } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { formatSaDateTime } from '../../../lib/dates';
import { HistoryList } from '../../../components/admin/history/history-list';
import { AssignControl } from '../components/assign-control';
import { KindBadge, StatusBadge } from '../components/badges';
import { ConvertForm } from '../components/convert-form';
import { NotesPanel } from '../components/notes-panel';
import { QuotesSection } from '../quotes/quotes-section';
import { ContactDetails, RequestDetails } from '../components/request-details';
import { StatusActions } from '../components/status-actions';
import { CONVERTIBLE_KINDS, messages } from '../constants';
import { InboxItemQuery } from '../graphql';
import { allowedMoves } from '../workflow';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card.Root as="section" aria-label={title} size="sm">
    <Card.Header>
      <Heading as="h2" size="md">
        {title}
      </Heading>
    </Card.Header>
    <Card.Body>{children}</Card.Body>
  </Card.Root>
);

/** The list's filters, when the item was opened from it (state set by the list's links). */
const useBackToInbox = (): string => {
  const { state } = useLocation() as { state: { inboxSearch?: unknown } | null };
  return paths.staff.to(typeof state?.inboxSearch === 'string' ? state.inboxSearch : undefined);
};

/**
 * /internal/:id: everything about one booking request, stay reservation or enquiry, and the work on it.
 * Keyed by id: going from one item to another (e.g. to the booking a conversion created) mounts a
 * fresh page, rather than changing one query's variables inside the router's transition, where the
 * old and new items' requests kept replacing each other.
 */
export const InboxItemPage = () => {
  const { id = '' } = useParams();
  return <InboxItemView key={id} id={id} />;
};

const InboxItemView = ({ id }: { id: string }) => {
  const back = useBackToInbox();
  const { data, loading, error, refetch } = useQuery(InboxItemQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const item = data?.inboxItem;

  const backLink = (
    <Link asChild fontSize="sm" color="brand.fg" alignSelf="flex-start">
      <RouterLink to={back}>
        <LuArrowLeft aria-hidden="true" /> Back to inbox
      </RouterLink>
    </Link>
  );

  if (loading && !data)
    return (
      <Stack gap="4" aria-busy="true" aria-label="Loading item">
        {backLink}
        <Skeleton h="10" w="60%" />
        <Skeleton h="48" borderRadius="xl" />
        <Skeleton h="32" borderRadius="xl" />
      </Stack>
    );
  if (error && !data)
    return (
      <Stack gap="4" align="flex-start">
        {backLink}
        <ErrorState>{getErrorMessage(error, messages.loadItemFailed)}</ErrorState>
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          <LuRefreshCw aria-hidden="true" /> Retry
        </Button>
      </Stack>
    );
  if (!item)
    return (
      <Stack gap="4">
        {backLink}
        <EmptyState>{messages.itemNotFound}</EmptyState>
      </Stack>
    );

  const convertedBookingId = item.enquiry?.bookingId;
  const canConvert = CONVERTIBLE_KINDS.includes(item.kind) && !convertedBookingId && allowedMoves(item.status, item.kind).length > 0;

  return (
    <Stack gap="6">
      {backLink}
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontFamily="mono" fontWeight="700">
            {item.reference}
          </Text>
          <KindBadge kind={item.kind} />
          <StatusBadge status={item.status} />
        </HStack>
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {item.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Received {formatSaDateTime(item.createdAt)} · last change {formatSaDateTime(item.updatedAt)}
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Section title="Customer">
            <ContactDetails item={item} />
          </Section>
          <Section title="Request">
            <RequestDetails item={item} />
          </Section>
          {/* The server refuses to quote a contact message: there is nothing priced to answer. */}
          {item.kind !== 'CONTACT' && (
            <Section title="Quotes">
              <QuotesSection inboxItemId={item.id} />
            </Section>
          )}
          <Section title="Internal notes">
            <NotesPanel itemId={item.id} notes={item.notes} />
          </Section>
          <Section title="History">
            <HistoryList events={item.history} />
          </Section>
        </Stack>
        <Stack gap="6" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <Section title="Assignment">
            <AssignControl itemId={item.id} assignedTo={item.assignedTo} />
          </Section>
          <Section title="Status">
            <StatusActions itemId={item.id} kind={item.kind} reference={item.reference} status={item.status} hasEmail={Boolean(item.email)} />
          </Section>
          {convertedBookingId && (
            <Section title="Booking">
              <Text fontSize="sm">
                Converted into a booking.{' '}
                <Link asChild color="brand.fg">
                  <RouterLink to={paths.staffItem.to(convertedBookingId)}>Open the booking</RouterLink>
                </Link>
              </Text>
            </Section>
          )}
          {canConvert && (
            <Section title="Convert to booking">
              <Box>
                <ConvertForm item={item} />
              </Box>
            </Section>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
};
