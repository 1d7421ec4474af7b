import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../page-states';
import type { Figures } from './figures';
import { formatRandCents } from '../../../lib/format';
import { formatOccupancy, formatRating, formatRevenue, STATUS_LABELS } from './figures';

// The card is the labelled group; the figure inside is a description list (Stat.Root is a <dl>),
// which may hold only its terms and descriptions: a role on it, or the status list in it, would
// leave its <dt> and <dd> without a list (axe: dlitem, definition-list).
const Card = ({ label, value, help, children }: { label: string; value: string; help?: string; children?: ReactNode }) => (
  <Box role="group" aria-label={label} bg="bg" borderWidth="1px" borderRadius="xl" p="5">
    <Stat.Root gap="1">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
      {help && (
        <Stat.HelpText asChild color="fg.muted">
          <dd>{help}</dd>
        </Stat.HelpText>
      )}
    </Stat.Root>
    {children}
  </Box>
);

interface FigureCardsProps {
  figures: Figures;
  /** How the bookings and revenue period reads: "this month", or the chosen dates. */
  periodLabel: string;
  /** How the occupancy window reads: "next 30 days", or the chosen dates. */
  occupancyLabel: string;
}

/**
 * The figures as cards. Open Enquiries and the money on invoices only when the API gives the caller those
 * figures (staff and agency admins; null for hotel managers, whose hotels are not invoiced by them).
 */
export const FigureCards = ({ figures, periodLabel, occupancyLabel }: FigureCardsProps) => {
  const statuses = figures.bookingsByStatus.filter((s) => s.count > 0);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4" as="section" aria-label="Figures">
      <Card label="Total Hotels" value={String(figures.hotels)} />
      <Card label="Average Rating" value={formatRating(figures.averageRating)} />
      <Card label="Total Bookings" value={String(figures.totalBookings)} help={periodLabel}>
        {statuses.length > 0 && (
          <Box as="ul" listStyleType="none" mt="2" aria-label="Bookings by status">
            {statuses.map((s) => (
              <HStack as="li" key={s.status} justify="space-between" fontSize="sm">
                <Text color="fg.muted">{STATUS_LABELS[s.status]}</Text>
                <Text fontWeight="600">{s.count}</Text>
              </HStack>
            ))}
          </Box>
        )}
      </Card>
      <Card label="Revenue" value={formatRevenue(figures.revenue)} help={`Confirmed and completed, ${periodLabel}`} />
      {figures.invoicedCents != null && <Card label="Invoiced" value={formatRandCents(figures.invoicedCents)} help={`Invoices issued ${periodLabel}`} />}
      {figures.receivedCents != null && <Card label="Received" value={formatRandCents(figures.receivedCents)} help={`Payments received ${periodLabel}`} />}
      {figures.outstandingCents != null && <Card label="Outstanding" value={formatRandCents(figures.outstandingCents)} help="Still owed on open invoices today" />}
      {figures.refundedCents != null && <Card label="Refunded" value={formatRandCents(figures.refundedCents)} help={`Paid back on cancelled invoices ${periodLabel}`} />}
      {figures.refundsDueCents != null && <Card label="Refunds due" value={formatRandCents(figures.refundsDueCents)} help="Still to pay back on cancelled invoices today" />}
      <Card label="Occupancy" value={formatOccupancy(figures.occupancy)} help={occupancyLabel} />
      {figures.openEnquiries !== null && <Card label="Open Enquiries" value={String(figures.openEnquiries)} help="Waiting for an outcome" />}
    </SimpleGrid>
  );
};

/** The shape of the cards and the chart while the figures load. */
export const FiguresSkeleton = () => (
  <Stack gap="6" role="status" aria-live="polite" aria-label="Loading figures">
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
      {Array.from({ length: 11 }, (_, i) => (
        <Skeleton key={i} h="28" borderRadius="xl" />
      ))}
    </SimpleGrid>
    <Skeleton h="72" borderRadius="xl" />
  </Stack>
);

/** The load failed: say so and offer to try again. */
export const FiguresError = ({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying?: boolean }) => (
  <Stack gap="3" align="flex-start">
    <ErrorState>{message}</ErrorState>
    <Button variant="outline" onClick={onRetry} loading={retrying}>
      Try again
    </Button>
  </Stack>
);
