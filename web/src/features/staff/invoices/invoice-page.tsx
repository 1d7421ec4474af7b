import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Grid, Heading, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { PAYMENT_METHOD_LABELS } from '@travel/contract';
import { useState, type ReactNode } from 'react';
import { LuArrowLeft, LuFileDown } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { LabelledValue } from '../../../components/labelled-value';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { toaster } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import type { StaffInvoiceFieldsFragment } from '../../../gql/graphql';
import { INVOICE_STATUS_BADGES } from '../../../lib/billing-status';
import { formatLocalDate } from '../../../lib/dates';
import { documentUrls, useDownloadDocument } from '../../../lib/documents';
import { getErrorMessage } from '../../../lib/errors';
import { formatRandCents } from '../../../lib/format';
import { STAFF_TOAST_MS } from '../constants';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
import { StaffInvoiceQuery } from './graphql';
import { nextDueOn } from './invoice-rules';
import { RecordPaymentDialog } from './record-payment-dialog';

export const invoicePageTexts = {
  loadFailed: 'The invoice could not be loaded.',
  notFound: 'This invoice was not found.',
  noPayments: 'No payments recorded yet.',
  downloadFailed: 'The PDF could not be downloaded.',
} as const;

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
const unitPriceText = (line: StaffInvoiceFieldsFragment['lines'][number]): string =>
  line.currency === 'ZAR' ? formatRandCents(line.unitPriceCents) : `${formatRandCents(line.unitPriceCents).replace(/^R /, 'US$ ')} at R ${line.exchangeRate}`;

const Lines = ({ invoice }: { invoice: StaffInvoiceFieldsFragment }) => (
  <Table.ScrollArea>
    <Table.Root size="sm">
      <Table.Caption captionSide="top" srOnly>
        Invoice lines, prices including VAT
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Description</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {[...invoice.lines]
          .sort((a, b) => a.position - b.position)
          .map((line) => (
            <Table.Row key={line.position}>
              <Table.Cell>{line.description}</Table.Cell>
              <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {unitPriceText(line)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatRandCents(line.amountCents)}
              </Table.Cell>
            </Table.Row>
          ))}
      </Table.Body>
    </Table.Root>
  </Table.ScrollArea>
);

const Payments = ({ invoice }: { invoice: StaffInvoiceFieldsFragment }) => {
  const download = useDownload();
  if (invoice.payments.length === 0) return <Text color="fg.muted">{invoicePageTexts.noPayments}</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Caption captionSide="top" srOnly>
          Payments, oldest first
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Received on</Table.ColumnHeader>
            <Table.ColumnHeader>Method</Table.ColumnHeader>
            <Table.ColumnHeader>Reference</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Receipt</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoice.payments.map((payment) => (
            <Table.Row key={payment.id}>
              <Table.Cell whiteSpace="nowrap">{formatLocalDate(payment.receivedOn)}</Table.Cell>
              <Table.Cell>{PAYMENT_METHOD_LABELS[payment.method]}</Table.Cell>
              <Table.Cell>{payment.reference || '—'}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatRandCents(payment.amountCents)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="ghost"
                  // The visible "PDF" starts the name (WCAG 2.5.3); amount and date tell two receipts of one day apart.
                  aria-label={`PDF receipt of ${formatRandCents(payment.amountCents)}, ${formatLocalDate(payment.receivedOn)}`}
                  onClick={() => download(documentUrls.receipt(payment.id), `receipt-${invoice.number}-${payment.receivedOn}.pdf`)}
                >
                  <LuFileDown aria-hidden="true" /> PDF
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
};

const InvoiceView = ({ invoice }: { invoice: StaffInvoiceFieldsFragment }) => {
  const [dialog, setDialog] = useState<'payment' | 'cancel' | null>(null);
  const download = useDownload();
  const badge = INVOICE_STATUS_BADGES[invoice.status];
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
        <Heading as="h1" size="2xl" letterSpacing="tight">
          Invoice {invoice.number}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {invoice.customerName} · {invoice.customerEmail} · issued {formatLocalDate(invoice.issuedOn)}
        </Text>
      </Stack>
      <HStack gap="3" wrap="wrap">
        {!cancelled && invoice.balanceCents > 0 && (
          <Button colorPalette="brand" onClick={() => setDialog('payment')}>
            Record payment
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
        {invoice.status === 'PAID_IN_FULL' && (
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
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Section title="Lines">
            <Lines invoice={invoice} />
          </Section>
          <Section title="Payments">
            <Payments invoice={invoice} />
          </Section>
          {invoice.creditNote && (
            <Section title="Credit note">
              <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4">
                <LabelledValue label="Number" value={invoice.creditNote.number} />
                <LabelledValue label="Cancellation fee" value={formatRandCents(invoice.creditNote.cancellationFeeCents)} />
                <LabelledValue label="Credited" value={formatRandCents(invoice.creditNote.amountCreditedCents)} />
              </SimpleGrid>
              <Text mt="3">{invoice.creditNote.reason}</Text>
            </Section>
          )}
        </Stack>
        <Section title="Amounts">
          <Stack as="dl" gap="3">
            <LabelledValue label="Subtotal (before VAT)" value={formatRandCents(invoice.subtotalCents)} />
            <LabelledValue label={`VAT (${invoice.vatPercent}%)`} value={formatRandCents(invoice.vatCents)} />
            <LabelledValue label="Total incl. VAT" value={formatRandCents(invoice.totalCents)} />
            <LabelledValue label={`Deposit, due ${formatLocalDate(invoice.depositDueOn)}`} value={formatRandCents(invoice.depositCents)} />
            <LabelledValue label={`Balance due ${formatLocalDate(invoice.balanceDueOn)}`} value={formatRandCents(invoice.totalCents - invoice.depositCents)} />
            <LabelledValue label="Paid" value={formatRandCents(invoice.paidCents)} />
            <LabelledValue label="Still owed" value={formatRandCents(invoice.balanceCents)} />
            <LabelledValue label="Next due" value={due ? formatLocalDate(due) : '—'} />
          </Stack>
        </Section>
      </Grid>
      {!cancelled && <RecordPaymentDialog invoice={invoice} open={dialog === 'payment'} onClose={() => setDialog(null)} />}
      {!cancelled && <CancelInvoiceDialog invoice={invoice} open={dialog === 'cancel'} onClose={() => setDialog(null)} />}
    </Stack>
  );
};

/** /internal/invoices/:id: one invoice with its lines, payments and credit note; record a payment or cancel. */
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
      <Box>{content}</Box>
    </Stack>
  );
};
