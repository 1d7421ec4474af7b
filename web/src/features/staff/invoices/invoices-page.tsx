import { useQuery } from '@apollo/client/react';
import { Badge, Box, Field, Link, NativeSelect, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { INVOICE_PAYMENT_STATUSES, INVOICE_STATUS_LABELS, type InvoicePaymentStatus } from '@travel/contract';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { PageHeader } from '../../../components/admin/page-header';
import { LabelledValue } from '../../../components/labelled-value';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { INVOICE_STATUS_BADGES } from '../../../lib/billing-status';
import { formatLocalDate } from '../../../lib/dates';
import { getErrorMessage } from '../../../lib/errors';
import { formatRandCents } from '../../../lib/format';
import type { StaffInvoiceFieldsFragment } from '../../../gql/graphql';
import { StaffInvoicesQuery } from './graphql';
import { nextDueOn } from './invoice-rules';

export const invoicesPageTexts = {
  loadFailed: 'The invoices could not be loaded.',
  none: 'No invoices yet. An invoice is issued when a customer accepts a quote.',
  noneWithStatus: 'No invoices with this status.',
  summary: 'Of the invoices listed',
} as const;

const isInvoiceStatus = (value: string | null): value is InvoicePaymentStatus =>
  value !== null && (INVOICE_PAYMENT_STATUSES as readonly string[]).includes(value);

const COLUMNS = [
  'Number',
  'Reference',
  'Customer',
  'Issued',
  { label: 'Total', end: true },
  { label: 'Paid', end: true },
  { label: 'Refunded', end: true },
  { label: 'Outstanding', end: true },
  { label: 'Refund due', end: true },
  'Status',
  'Next due',
] as const;

type Invoice = StaffInvoiceFieldsFragment;

/** The money of the invoices listed, as the dashboard counts it: invoiced, received, paid back, still owed each way. */
const Summary = ({ invoices }: { invoices: readonly Invoice[] }) => {
  const sum = (pick: (invoice: Invoice) => number) => formatRandCents(invoices.reduce((total, invoice) => total + pick(invoice), 0));
  return (
    <Box as="section" aria-label={invoicesPageTexts.summary} borderWidth="1px" borderRadius="xl" bg="bg" p="4">
      <SimpleGrid as="dl" columns={{ base: 2, md: 5 }} gap="4">
        <LabelledValue label="Invoiced" value={sum((i) => i.totalCents)} />
        <LabelledValue label="Received" value={sum((i) => i.paidCents)} />
        <LabelledValue label="Refunded" value={sum((i) => i.refundedCents)} />
        <LabelledValue label="Outstanding" value={sum((i) => i.balanceCents)} />
        <LabelledValue label="Refunds due" value={sum((i) => i.refundDueCents)} />
      </SimpleGrid>
    </Box>
  );
};

/** /internal/invoices: the newest 500 invoices, optionally of one payment status (kept in the address). */
export const InvoicesPage = () => {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status = isInvoiceStatus(raw) ? raw : null;
  const { data, loading, error } = useQuery(StaffInvoicesQuery, { variables: { status }, fetchPolicy: 'cache-and-network' });
  const invoices = data?.invoices;

  let content;
  if (loading && !invoices) content = <LoadingState text="Loading invoices" />;
  else if (error && !invoices) content = <ErrorState>{getErrorMessage(error, invoicesPageTexts.loadFailed)}</ErrorState>;
  else if (!invoices || invoices.length === 0) content = <EmptyState>{status ? invoicesPageTexts.noneWithStatus : invoicesPageTexts.none}</EmptyState>;
  else
    content = (
      <Stack gap="4">
        <Summary invoices={invoices} />
        <AdminTable caption="Invoices, newest first" columns={COLUMNS}>
          {invoices.map((invoice) => {
            const badge = INVOICE_STATUS_BADGES[invoice.status];
            const due = nextDueOn(invoice);
            return (
              <Table.Row key={invoice.id}>
                <Table.Cell whiteSpace="nowrap">
                  <Link asChild color="brand.fg" fontWeight="600">
                    <RouterLink to={paths.staffInvoice.to(invoice.id)}>{invoice.number}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell fontFamily="mono">{invoice.reference}</Table.Cell>
                <Table.Cell>{invoice.customerName}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatLocalDate(invoice.issuedOn)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRandCents(invoice.totalCents)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRandCents(invoice.paidCents)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRandCents(invoice.refundedCents)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRandCents(invoice.balanceCents)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRandCents(invoice.refundDueCents)}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={badge.palette} variant="subtle" whiteSpace="nowrap">
                    {badge.label}
                  </Badge>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{due ? formatLocalDate(due) : '—'}</Table.Cell>
              </Table.Row>
            );
          })}
        </AdminTable>
      </Stack>
    );

  return (
    <Stack gap="6">
      <PageHeader
        title="Invoices"
        description="Issued when a customer accepts a quote. Record payments and refunds, and cancel, from an invoice's page."
        actions={
          <Field.Root w={{ base: 'full', md: '15rem' }}>
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={status ?? ''}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  setSearch(next ? { status: next } : {}, { replace: true });
                }}
              >
                <option value="">All invoices</option>
                {INVOICE_PAYMENT_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {INVOICE_STATUS_LABELS[value]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        }
      />
      {content}
    </Stack>
  );
};
