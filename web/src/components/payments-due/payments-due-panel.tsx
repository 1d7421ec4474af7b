import { useQuery } from '@apollo/client/react';
import { Badge, Button, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import type { Instalment, PaymentsDueQuery as PaymentsDueResult } from '../../gql/graphql';
import { formatLocalDate } from '../../lib/dates';
import { getErrorMessage } from '../../lib/errors';
import { formatRandCents } from '../../lib/format';
import { useSession } from '../../lib/session-context';
import type { SessionUser } from '../../lib/session';
import { AdminTable } from '../admin/admin-table';
import { EmptyState, ErrorState } from '../page-states';
import { SkeletonTableRow } from '../skeletons';
import { PaymentsDueQuery } from './graphql';

/** How far ahead the panel looks; overdue instalments show whatever their age. */
export const PAYMENTS_DUE_WITHIN_DAYS = 14;

export const paymentsDueTexts = {
  heading: 'Payments due',
  none: `No payments due in the next ${PAYMENTS_DUE_WITHIN_DAYS} days.`,
  loadFailed: 'The payments due could not be loaded.',
} as const;

const INSTALMENT_LABELS: Record<Instalment, string> = { DEPOSIT: 'Deposit', BALANCE: 'Balance' };

const COLUMNS = ['Invoice', 'Reference', 'Customer', 'Instalment', { label: 'Amount due', end: true }, 'Due on', 'Status'] as const;

/** The roles the API lets call paymentsDue (RecordPayments): staff and agency admins, never hotel managers. */
export const canSeePaymentsDue = (user: SessionUser | null): boolean => user?.role === 'STAFF' || user?.role === 'AGENCY_ADMIN';

export const overdueLabel = (days: number): string => `Overdue by ${days} ${days === 1 ? 'day' : 'days'}`;

type PaymentDue = PaymentsDueResult['paymentsDue'][number];

const PaymentDueRow = ({ payment }: { payment: PaymentDue }) => (
  <Table.Row>
    <Table.Cell whiteSpace="nowrap">
      <Link asChild color="brand.fg" fontWeight="600">
        <RouterLink to={paths.staffInvoice.to(payment.invoiceId)}>{payment.invoiceNumber}</RouterLink>
      </Link>
    </Table.Cell>
    <Table.Cell fontFamily="mono" whiteSpace="nowrap">
      {payment.reference}
    </Table.Cell>
    <Table.Cell>{payment.customerName}</Table.Cell>
    <Table.Cell>{INSTALMENT_LABELS[payment.kind]}</Table.Cell>
    <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" pe="4">
      {formatRandCents(payment.amountDueCents)}
    </Table.Cell>
    <Table.Cell whiteSpace="nowrap">
      <time dateTime={payment.dueOn}>{formatLocalDate(payment.dueOn)}</time>
    </Table.Cell>
    <Table.Cell>
      {payment.overdue ? (
        <Badge colorPalette="red" variant="subtle">
          {overdueLabel(payment.daysOverdue)}
        </Badge>
      ) : (
        <Text as="span" color="fg.muted">
          Due
        </Text>
      )}
    </Table.Cell>
  </Table.Row>
);

const PaymentsDueList = () => {
  const { data, loading, error, refetch } = useQuery(PaymentsDueQuery, {
    variables: { withinDays: PAYMENTS_DUE_WITHIN_DAYS },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const payments = data?.paymentsDue;

  let body;
  if (error && !payments)
    body = (
      <Stack gap="3" align="flex-start">
        <ErrorState>{getErrorMessage(error, paymentsDueTexts.loadFailed)}</ErrorState>
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          <LuRefreshCw aria-hidden="true" /> Retry
        </Button>
      </Stack>
    );
  else if (payments && payments.length === 0) body = <EmptyState>{paymentsDueTexts.none}</EmptyState>;
  else
    body = (
      // The server lists overdue instalments first, the most overdue on top, then by due date.
      <AdminTable
        caption={paymentsDueTexts.heading}
        columns={COLUMNS}
        aria-busy={loading}
        before={
          !payments && (
            <Text role="status" aria-live="polite" srOnly>
              Loading payments due...
            </Text>
          )
        }
      >
        {payments
          ? payments.map((payment) => <PaymentDueRow key={`${payment.invoiceId}-${payment.kind}`} payment={payment} />)
          : Array.from({ length: 3 }, (_, row) => <SkeletonTableRow key={row} cells={COLUMNS.length} />)}
      </AdminTable>
    );
  return body;
};

/**
 * "Payments due": open invoices whose next instalment is overdue or due within two weeks, for the staff
 * inbox and the admin dashboard. Renders nothing for a role the API would refuse (hotel managers), so
 * such a page never asks.
 */
export const PaymentsDuePanel = () => {
  const { user } = useSession();
  if (!canSeePaymentsDue(user)) return null;
  return (
    <Stack as="section" aria-labelledby="payments-due-heading" gap="3">
      <Heading as="h2" size="md" id="payments-due-heading">
        {paymentsDueTexts.heading}
      </Heading>
      <PaymentsDueList />
    </Stack>
  );
};
