import { useQuery } from '@apollo/client/react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSession } from '../../../lib/session-context';
import { getErrorMessage } from '../../../lib/errors';
import { BookingsChart } from '../../../components/admin/figures/bookings-chart';
import { FigureCards, FiguresError, FiguresSkeleton } from '../../../components/admin/figures/figure-cards';
import { PaymentsDuePanel } from '../../../components/payments-due/payments-due-panel';
import { DashboardQuery } from '../../insights/graphql';

export const DASHBOARD_LOAD_FAILED = 'The figures could not be loaded.';

/**
 * The admin's real figures (the spec's cards were hard-coded): this month's bookings and revenue,
 * occupancy over the next 30 nights and the last 12 weeks of bookings, for the admin's scope.
 */
export const DashboardPage = () => {
  const { user } = useSession();
  const { data, error, loading, refetch } = useQuery(DashboardQuery, { notifyOnNetworkStatusChange: true });
  const figures = data?.dashboard;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          Dashboard
        </Heading>
        {user && <Text color="fg.muted">Welcome back, {user.username}.</Text>}
      </Stack>
      {figures ? (
        <>
          <FigureCards figures={figures} periodLabel="this month" occupancyLabel="Next 30 days" />
          <BookingsChart weeks={figures.bookingsPerWeek} title="Bookings per week (last 12 weeks)" />
        </>
      ) : error ? (
        <FiguresError message={getErrorMessage(error, DASHBOARD_LOAD_FAILED)} onRetry={() => void refetch()} retrying={loading} />
      ) : (
        <FiguresSkeleton />
      )}
      <PaymentsDuePanel />
    </Stack>
  );
};
