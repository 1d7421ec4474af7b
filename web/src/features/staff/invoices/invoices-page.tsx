import { useQuery } from '@apollo/client/react';
import { Badge, Field, Link, NativeSelect, Stack, Table } from '@chakra-ui/react';
import { INVOICE_PAYMENT_STATUSES, INVOICE_STATUS_LABELS, type InvoicePaymentStatus } from '@travel/contract';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { PageHeader } from '../../../components/admin/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { INVOICE_STATUS_BADGES } from '../../../lib/billing-status';
import { formatLocalDate } from '../../../lib/dates';
import { getErrorMessage } from '../../../lib/errors';
import { formatRandCents } from '../../../lib/format';
import { StaffInvoicesQuery } from './graphql';
import { nextDueOn } from './invoice-rules';

export const invoicesPageTexts = {
  loadFailed: 'The invoices could not be loaded.',
  none: 'No invoices yet. An invoice is issued when a customer accepts a quote.',
  noneWithStatus: 'No invoices with this status.',
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
  { label: 'Balance', end: true },
  'Status',
  'Next due',
] as const;

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
                {formatRandCents(invoice.balanceCents)}
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
    );

  return (
    <Stack gap="6">
      <PageHeader
        title="Invoices"
        description="Issued when a customer accepts a quote. Record payments and cancel from an invoice's page."
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
