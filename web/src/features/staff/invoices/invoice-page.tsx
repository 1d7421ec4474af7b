import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Grid, Heading, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_RULES, vatGroupLabel } from '@travel/contract';
import { useState, type ReactNode } from 'react';
import { LuArrowLeft, LuFileDown } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { LabelledValue } from '../../../components/labelled-value';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { toaster } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import type { StaffInvoiceFieldsFragment } from '../../../gql/graphql';
import { INVOICE_STATUS_BADGES } from '../../../lib/billing-status';
import { formatLocalDate, formatSaDateTime } from '../../../lib/dates';
import { documentUrls, useDownloadDocument } from '../../../lib/documents';
import { getErrorMessage } from '../../../lib/errors';
import { formatRandCents } from '../../../lib/format';
import { vatGroupRowLabel } from '../../../lib/vat';
import { STAFF_TOAST_MS } from '../constants';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
import { InvoiceQuoteQuery, StaffInvoiceQuery } from './graphql';
import { nextDueOn } from './invoice-rules';
import { RecordPaymentDialog } from './record-payment-dialog';
import { RecordRefundDialog } from './record-refund-dialog';
import { StackedCell, StackedHeader, StackedRow } from './stacked-table';

export const invoicePageTexts = {
  loadFailed: 'The invoice could not be loaded.',
  notFound: 'This invoice was not found.',
  noPayments: 'No payments recorded yet.',
  noRefunds: 'No refunds recorded yet.',
  downloadFailed: 'The PDF could not be downloaded.',
  notAccepted: 'Not recorded: the quote was accepted before acceptances were kept.',
  openItem: 'Open the booking request',
} as const;

type Invoice = StaffInvoiceFieldsFragment;

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

const useDownload = () => {
  const download = useDownloadDocument();
  return (url: string, filename: string) =>
    void download(url, filename).catch(() => toaster.create({ type: 'error', title: invoicePageTexts.downloadFailed, duration: STAFF_TOAST_MS }));
};

/** A dollar line's unit price is in dollars: written with the rate it was converted at (the amount is rand). */
const unitPriceText = (line: Invoice['lines'][number]): string =>
  line.currency === 'ZAR' ? formatRandCents(line.unitPriceCents) : `${formatRandCents(line.unitPriceCents).replace(/^R /, 'US$ ')} at R ${line.exchangeRate}`;

const LINE_COLUMNS = [{ label: 'Description' }, { label: 'Qty', end: true }, { label: 'Unit price', end: true }, { label: 'VAT', end: true }, { label: 'Amount', end: true }] as const;

const Lines = ({ invoice }: { invoice: Invoice }) => (
  <Table.Root size="sm">
    <Table.Caption captionSide="top" srOnly>
      Invoice lines, prices including VAT
    </Table.Caption>
    <StackedHeader columns={LINE_COLUMNS} />
    <Table.Body>
      {[...invoice.lines]
        .sort((a, b) => a.position - b.position)
        .map((line) => (
          <StackedRow key={line.position}>
            <StackedCell label="Description" lead>
              {line.description}
            </StackedCell>
            <StackedCell label="Qty" end>
              {line.quantity}
            </StackedCell>
            <StackedCell label="Unit price" end>
              {unitPriceText(line)}
            </StackedCell>
            <StackedCell label="VAT" end>
              {vatGroupLabel(line.vatTreatment, line.vatPercent)}
              {line.vatTreatment === 'STANDARD' && (
                <Text as="span" display="block" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                  {formatRandCents(line.vatCents)}
                </Text>
              )}
            </StackedCell>
            <StackedCell label="Amount" end whiteSpace="nowrap">
              {formatRandCents(line.amountCents)}
            </StackedCell>
          </StackedRow>
        ))}
    </Table.Body>
  </Table.Root>
);

const MONEY_COLUMNS = (dateLabel: string) =>
  [{ label: dateLabel }, { label: 'Method' }, { label: 'Reference' }, { label: 'Amount', end: true }, { label: 'Document', end: true }] as const;

/** Money in (payments, with their receipts) or out (refunds, with their confirmations), oldest first. */
const MoneyMovements = ({
  caption,
  dateLabel,
  rows,
  documentLabel,
  onDownload,
}: {
  caption: string;
  dateLabel: string;
  rows: readonly { id: string; on: string; method: Invoice['payments'][number]['method']; reference: string; amountCents: number }[];
  documentLabel: (row: { amountCents: number; on: string }) => string;
  onDownload: (row: { id: string; on: string }) => void;
}) => (
  <Table.Root size="sm">
    <Table.Caption captionSide="top" srOnly>
      {caption}
    </Table.Caption>
    <StackedHeader columns={MONEY_COLUMNS(dateLabel)} />
    <Table.Body>
      {rows.map((row) => (
        <StackedRow key={row.id}>
          <StackedCell label={dateLabel} whiteSpace="nowrap">
            {formatLocalDate(row.on)}
          </StackedCell>
          <StackedCell label="Method">{PAYMENT_METHOD_LABELS[row.method]}</StackedCell>
          <StackedCell label="Reference">{row.reference || '—'}</StackedCell>
          <StackedCell label="Amount" end whiteSpace="nowrap">
            {formatRandCents(row.amountCents)}
          </StackedCell>
          <StackedCell label="Document" end>
            {/* The visible "PDF" starts the name (WCAG 2.5.3); amount and date tell two of one day apart. */}
            <Button size="xs" variant="ghost" aria-label={documentLabel(row)} onClick={() => onDownload(row)}>
              <LuFileDown aria-hidden="true" /> PDF
            </Button>
          </StackedCell>
        </StackedRow>
      ))}
    </Table.Body>
  </Table.Root>
);

const Payments = ({ invoice }: { invoice: Invoice }) => {
  const download = useDownload();
  if (invoice.payments.length === 0) return <Text color="fg.muted">{invoicePageTexts.noPayments}</Text>;
  return (
    <MoneyMovements
      caption="Payments, oldest first"
      dateLabel="Received on"
      rows={invoice.payments.map((p) => ({ id: p.id, on: p.receivedOn, method: p.method, reference: p.reference, amountCents: p.amountCents }))}
      documentLabel={(row) => `PDF receipt of ${formatRandCents(row.amountCents)}, ${formatLocalDate(row.on)}`}
      onDownload={(row) => download(documentUrls.receipt(row.id), `receipt-${invoice.number}-${row.on}.pdf`)}
    />
  );
};

const Refunds = ({ invoice }: { invoice: Invoice }) => {
  const download = useDownload();
  if (invoice.refunds.length === 0) return <Text color="fg.muted">{invoicePageTexts.noRefunds}</Text>;
  return (
    <MoneyMovements
      caption="Refunds, oldest first"
      dateLabel="Refunded on"
      rows={invoice.refunds.map((r) => ({ id: r.id, on: r.refundedOn, method: r.method, reference: r.reference, amountCents: r.amountCents }))}
      documentLabel={(row) => `PDF refund confirmation of ${formatRandCents(row.amountCents)}, ${formatLocalDate(row.on)}`}
      onDownload={(row) => download(documentUrls.refund(row.id), `refund-${invoice.number}-${row.on}.pdf`)}
    />
  );
};

const CREDIT_COLUMNS = [{ label: 'VAT group' }, { label: 'Credited', end: true }, { label: 'VAT credited', end: true }, { label: 'Fee kept', end: true }, { label: 'VAT in the fee', end: true }] as const;

const CreditNote = ({ note }: { note: NonNullable<Invoice['creditNote']> }) => (
  <Stack gap="4">
    <SimpleGrid as="dl" columns={{ base: 2, sm: 3 }} gap="4">
      <LabelledValue label="Number" value={note.number} />
      <LabelledValue label="Issued" value={formatSaDateTime(note.createdAt)} wrap />
      <LabelledValue label="Credited" value={formatRandCents(note.amountCreditedCents)} />
      <LabelledValue label="VAT credited" value={formatRandCents(note.vatCreditedCents)} />
      <LabelledValue label="Cancellation fee" value={formatRandCents(note.cancellationFeeCents)} />
      <LabelledValue label="Refund owed" value={formatRandCents(note.refundOwedCents)} />
    </SimpleGrid>
    <Table.Root size="sm">
      <Table.Caption captionSide="top" srOnly>
        The credit per VAT group
      </Table.Caption>
      <StackedHeader columns={CREDIT_COLUMNS} />
      <Table.Body>
        {note.vatGroups.map((group) => (
          <StackedRow key={group.vatTreatment}>
            <StackedCell label="VAT group" lead>
              {vatGroupLabel(group.vatTreatment, group.vatPercent)}
            </StackedCell>
            <StackedCell label="Credited" end whiteSpace="nowrap">
              {formatRandCents(group.creditedCents)}
            </StackedCell>
            <StackedCell label="VAT credited" end whiteSpace="nowrap">
              {formatRandCents(group.creditedVatCents)}
            </StackedCell>
            <StackedCell label="Fee kept" end whiteSpace="nowrap">
              {formatRandCents(group.feeCents)}
            </StackedCell>
            <StackedCell label="VAT in the fee" end whiteSpace="nowrap">
              {formatRandCents(group.feeVatCents)}
            </StackedCell>
          </StackedRow>
        ))}
      </Table.Body>
    </Table.Root>
    <Text>{note.reason}</Text>
  </Stack>
);

/** Who accepted the quote, when, from where and on which terms: what the invoice was issued on. */
const Acceptance = ({ invoice }: { invoice: Invoice }) => {
  const { data } = useQuery(InvoiceQuoteQuery, { variables: { id: invoice.quoteId } });
  const quote = data?.quote;
  return (
    <Stack gap="3">
      {invoice.acceptedAt ? (
        <Stack as="dl" gap="3">
          <LabelledValue label="Accepted on" value={formatSaDateTime(invoice.acceptedAt)} />
          <LabelledValue label="Accepted by" value={invoice.acceptedBy ?? '—'} wrap />
          <LabelledValue label="From address" value={quote?.acceptedFromIp ?? '—'} wrap />
          <LabelledValue label="Terms version" value={invoice.termsVersion ?? '—'} wrap />
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {invoicePageTexts.notAccepted}
        </Text>
      )}
      {quote?.inboxItemId && (
        <Link asChild color="brand.fg" fontSize="sm">
          <RouterLink to={paths.staffItem.to(quote.inboxItemId)}>{invoicePageTexts.openItem}</RouterLink>
        </Link>
      )}
    </Stack>
  );
};

const InvoiceView = ({ invoice }: { invoice: Invoice }) => {
  const [dialog, setDialog] = useState<'payment' | 'cancel' | 'refund' | null>(null);
  const download = useDownload();
  const badge = INVOICE_STATUS_BADGES[invoice.status];
  const rule = PAYMENT_STATUS_RULES[invoice.status];
  const cancelled = invoice.status === 'CANCELLED';
  const due = nextDueOn(invoice);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontFamily="mono" fontWeight="700">
            {invoice.reference}
          </Text>
          <Badge colorPalette={badge.palette} variant="subtle">
            {badge.label}
          </Badge>
        </HStack>
        <Heading as="h1" size="2xl" letterSpacing="tight" overflowWrap="anywhere">
          Invoice {invoice.number}
        </Heading>
        <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
          {invoice.customerName} · {invoice.customerEmail} · issued {formatLocalDate(invoice.issuedOn)}
        </Text>
      </Stack>
      <HStack gap="3" wrap="wrap">
        {rule.open && invoice.balanceCents > 0 && (
          <Button colorPalette="brand" onClick={() => setDialog('payment')}>
            Record payment
          </Button>
        )}
        {invoice.refundDueCents > 0 && (
          <Button colorPalette="brand" onClick={() => setDialog('refund')}>
            Record refund
          </Button>
        )}
        {!cancelled && (
          <Button variant="outline" colorPalette="red" onClick={() => setDialog('cancel')}>
            Cancel invoice
          </Button>
        )}
        <Button variant="outline" onClick={() => download(documentUrls.invoice(invoice.id), `${invoice.number}.pdf`)}>
          <LuFileDown aria-hidden="true" /> Invoice PDF
        </Button>
        {rule.voucher && (
          <Button variant="outline" onClick={() => download(documentUrls.voucher(invoice.id), `voucher-${invoice.number}.pdf`)}>
            <LuFileDown aria-hidden="true" /> Voucher PDF
          </Button>
        )}
        {cancelled && invoice.creditNote && (
          <Button variant="outline" onClick={() => download(documentUrls.creditNote(invoice.id), `${invoice.creditNote?.number ?? 'credit-note'}.pdf`)}>
            <LuFileDown aria-hidden="true" /> Credit note PDF
          </Button>
        )}
      </HStack>
      {/* minmax(0, …): a wide table must not widen the page past a phone's screen. */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <Section title="Lines">
            <Lines invoice={invoice} />
          </Section>
          <Section title="Payments">
            <Payments invoice={invoice} />
          </Section>
          {invoice.creditNote && (
            <Section title="Credit note">
              <CreditNote note={invoice.creditNote} />
            </Section>
          )}
          {cancelled && (
            <Section title="Refunds">
              <Refunds invoice={invoice} />
            </Section>
          )}
        </Stack>
        <Stack gap="6" minW="0">
          <Section title="Amounts">
            <Stack as="dl" gap="3">
              <LabelledValue label="Subtotal (before VAT)" value={formatRandCents(invoice.subtotalCents)} />
              {invoice.vatGroups.map((group) => (
                <LabelledValue key={group.vatTreatment} label={vatGroupRowLabel(group)} value={formatRandCents(group.vatCents)} />
              ))}
              {invoice.vatGroups.length !== 1 && <LabelledValue label="VAT in all" value={formatRandCents(invoice.vatCents)} />}
              <LabelledValue label="Total incl. VAT" value={formatRandCents(invoice.totalCents)} />
              <LabelledValue label={`Deposit, due ${formatLocalDate(invoice.depositDueOn)}`} value={formatRandCents(invoice.depositCents)} />
              <LabelledValue label={`Balance due ${formatLocalDate(invoice.balanceDueOn)}`} value={formatRandCents(invoice.totalCents - invoice.depositCents)} />
              <LabelledValue label="Paid" value={formatRandCents(invoice.paidCents)} />
              {cancelled && <LabelledValue label="Refunded" value={formatRandCents(invoice.refundedCents)} />}
              {cancelled && <LabelledValue label="Refund due" value={formatRandCents(invoice.refundDueCents)} />}
              <LabelledValue label="Still owed" value={formatRandCents(invoice.balanceCents)} />
              <LabelledValue label="Next due" value={due ? formatLocalDate(due) : '—'} />
            </Stack>
          </Section>
          <Section title="Acceptance">
            <Acceptance invoice={invoice} />
          </Section>
        </Stack>
      </Grid>
      {rule.open && <RecordPaymentDialog invoice={invoice} open={dialog === 'payment'} onClose={() => setDialog(null)} />}
      {!cancelled && <CancelInvoiceDialog invoice={invoice} open={dialog === 'cancel'} onClose={() => setDialog(null)} />}
      {invoice.refundDueCents > 0 && <RecordRefundDialog invoice={invoice} open={dialog === 'refund'} onClose={() => setDialog(null)} />}
    </Stack>
  );
};

/** /internal/invoices/:id: one invoice with its lines, payments, credit note and refunds; record a payment or a refund, or cancel. */
export const InvoicePage = () => {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(StaffInvoiceQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const invoice = data?.invoice;
  let content;
  if (loading && !data) content = <LoadingState text="Loading the invoice" />;
  else if (error && !data) content = <ErrorState>{getErrorMessage(error, invoicePageTexts.loadFailed)}</ErrorState>;
  else if (!invoice) content = <EmptyState>{invoicePageTexts.notFound}</EmptyState>;
  else content = <InvoiceView invoice={invoice} />;
  return (
    <Stack gap="4">
      <Link asChild fontSize="sm" color="brand.fg" alignSelf="flex-start">
        <RouterLink to={paths.staffInvoices.to()}>
          <LuArrowLeft aria-hidden="true" /> All invoices
        </RouterLink>
      </Link>
      <Box minW="0">{content}</Box>
    </Stack>
  );
};
