import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_RULES } from '@travel/contract';
import { useEffect, useRef, useState } from 'react';
import { LuFileDown } from 'react-icons/lu';
import { LabelledValue } from '../../../components/labelled-value';
import { AcceptQuoteDialog } from '../../../components/quotes/accept-quote-dialog';
import { MoneyRow, VatGroupRows } from '../../../components/quotes/money-rows';
import { QuoteLinesTable } from '../../../components/quotes/quote-lines-table';
import { QuoteTermsDisclosure } from '../../../components/quotes/quote-terms';
import { ErrorState } from '../../../components/page-states';
import type { MyInvoicesQuery, MyQuotesQuery } from '../../../gql/graphql';
import { INVOICE_STATUS_BADGES, QUOTE_STATUS_BADGES } from '../../../lib/billing-status';
import { formatLocalDate, formatSaDate } from '../../../lib/dates';
import { documentUrls, useDownloadDocument } from '../../../lib/documents';
import { getErrorMessage } from '../../../lib/errors';
import { formatRandCents } from '../../../lib/format';
import { MyInvoicesQuery as MyInvoicesDocument, MyQuotesQuery as MyQuotesDocument } from '../graphql';
import { useAcceptMyQuote } from '../mutations';

export const quotesAndInvoicesTexts = {
  accept: 'Accept quote',
  acceptFailed: 'The quote could not be accepted. Please try again.',
  none: 'No quotes or invoices yet. When we price a request for you, the quote appears here.',
  loadFailed: 'Your quotes and invoices could not be loaded.',
  downloadFailed: 'The document could not be downloaded. Please try again.',
  quoteCancelled: 'This booking was cancelled with its invoice: the quote no longer applies.',
  creditNoteHeading: (number: string) => `Credit note ${number}`,
  creditNoteSummary: (number: string, creditedCents: number, vatCents: number, feeCents: number) =>
    `This invoice was cancelled with credit note ${number}: it credits ${formatRandCents(creditedCents)} (VAT ${formatRandCents(vatCents)} included) and the cancellation fee of ${formatRandCents(feeCents)} is kept.`,
  refundSummary: (owedCents: number, refundedCents: number, dueCents: number) =>
    owedCents === 0
      ? 'Nothing was paid beyond the cancellation fee, so no refund is owed.'
      : dueCents === 0
        ? `Your refund of ${formatRandCents(owedCents)} has been paid back in full.`
        : `We owe you a refund of ${formatRandCents(owedCents)}: ${formatRandCents(refundedCents)} refunded so far, ${formatRandCents(dueCents)} still to refund.`,
} as const;

type MyQuote = MyQuotesQuery['myQuotes'][number];
type MyInvoice = MyInvoicesQuery['myInvoices'][number];
type AcceptedInvoice = NonNullable<Awaited<ReturnType<ReturnType<typeof useAcceptMyQuote>['accept']>>>;


/** What was just accepted: the invoice and how to pay it. Focus moves here, as the button it replaces is gone. */
const AcceptedInvoice = ({ invoice }: { invoice: AcceptedInvoice }) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Alert.Root status="success" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="1">
        <Heading as="h4" size="sm" ref={headingRef} tabIndex={-1}>
          Quote accepted: invoice {invoice.number}
        </Heading>
        <Text fontSize="sm">
          Pay by EFT using reference <strong>{invoice.reference}</strong>: a deposit of {formatRandCents(invoice.depositCents)} by{' '}
          {formatLocalDate(invoice.depositDueOn)}, the balance of {formatRandCents(invoice.totalCents - invoice.depositCents)} by{' '}
          {formatLocalDate(invoice.balanceDueOn)}. Total {formatRandCents(invoice.totalCents)}; we have e-mailed you the invoice too.
        </Text>
      </Stack>
    </Alert.Root>
  );
};

/** Accept quote, behind a confirmation that repeats what accepting commits the customer to. */
const AcceptQuote = ({ quote, onAccepted }: { quote: MyQuote; onAccepted: (invoice: AcceptedInvoice) => void }) => {
  const { accept, loading } = useAcceptMyQuote();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onConfirm = async () => {
    setError(null);
    try {
      const invoice = await accept(quote.id);
      setConfirming(false);
      if (invoice) onAccepted(invoice);
    } catch (caught) {
      setConfirming(false);
      setError(getErrorMessage(caught, quotesAndInvoicesTexts.acceptFailed));
    }
  };
  return (
    <Stack gap="2">
      <Button size="sm" colorPalette="sunset" alignSelf="flex-start" onClick={() => setConfirming(true)}>
        {quotesAndInvoicesTexts.accept}
      </Button>
      {error && <ErrorState>{error}</ErrorState>}
      <AcceptQuoteDialog open={confirming} title={`Accept quote version ${quote.version}?`} quote={quote} busy={loading} onCancel={() => setConfirming(false)} onConfirm={() => void onConfirm()} />
    </Stack>
  );
};

const QuoteCard = ({ quote }: { quote: MyQuote }) => {
  const badge = QUOTE_STATUS_BADGES[quote.status];
  // Kept here rather than read from the list: the invoice answer carries the EFT reference and dates to show now.
  const [accepted, setAccepted] = useState<AcceptedInvoice | null>(null);
  return (
    <Card.Root as="li" borderRadius="xl">
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h3" size="sm">
            Quote, version {quote.version}
          </Heading>
          <Badge colorPalette={badge.palette} variant="subtle">
            {badge.label}
          </Badge>
        </HStack>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
          <LabelledValue label="Reference" value={quote.reference} />
          <LabelledValue label="Total incl. VAT" value={formatRandCents(quote.totalCents)} />
          <LabelledValue label="Valid until" value={formatLocalDate(quote.validUntil)} />
          {quote.sentAt && <LabelledValue label="Sent on" value={formatSaDate(quote.sentAt)} />}
          {quote.invoiceNumber && <LabelledValue label="Invoice" value={quote.invoiceNumber} />}
        </SimpleGrid>
        {quote.status === 'CANCELLED' && (
          <Text fontSize="sm" color="fg.muted">
            {quotesAndInvoicesTexts.quoteCancelled}
          </Text>
        )}
        <QuoteLinesTable lines={quote.lines} caption={`Lines of quote version ${quote.version}, prices including VAT`} />
        <Stack as="dl" gap="1" fontSize="sm">
          <MoneyRow label="Subtotal (before VAT)" cents={quote.subtotalCents} />
          <VatGroupRows groups={quote.vatGroups} vatCents={quote.vatCents} />
        </Stack>
        <QuoteTermsDisclosure quote={quote} headingLevel="h4" />
        {accepted ? <AcceptedInvoice invoice={accepted} /> : quote.status === 'SENT' && quote.canAccept && <AcceptQuote quote={quote} onAccepted={setAccepted} />}
      </Card.Body>
    </Card.Root>
  );
};

/** A cancelled invoice's credit note in words and figures, with what was paid back and each refund's confirmation. */
const CreditNoteDetails = ({ invoice, onDownload }: { invoice: MyInvoice; onDownload: (url: string, filename: string) => void }) => {
  const note = invoice.creditNote;
  if (!note) return null;
  return (
    <Stack as="section" gap="2" aria-label={quotesAndInvoicesTexts.creditNoteHeading(note.number)} borderTopWidth="1px" pt="3">
      <Heading as="h4" size="xs">
        {quotesAndInvoicesTexts.creditNoteHeading(note.number)}
      </Heading>
      <Text fontSize="sm">{quotesAndInvoicesTexts.creditNoteSummary(note.number, note.amountCreditedCents, note.vatCreditedCents, note.cancellationFeeCents)}</Text>
      <Text fontSize="sm">{quotesAndInvoicesTexts.refundSummary(note.refundOwedCents, invoice.refundedCents, invoice.refundDueCents)}</Text>
      <SimpleGrid as="dl" columns={{ base: 2, md: 5 }} gap="3">
        <LabelledValue label="Amount credited" value={formatRandCents(note.amountCreditedCents)} />
        <LabelledValue label="Cancellation fee kept" value={formatRandCents(note.cancellationFeeCents)} />
        <LabelledValue label="Refund owed" value={formatRandCents(note.refundOwedCents)} />
        <LabelledValue label="Refunded so far" value={formatRandCents(invoice.refundedCents)} />
        <LabelledValue label="Still to refund" value={formatRandCents(invoice.refundDueCents)} />
      </SimpleGrid>
      {invoice.refunds.length > 0 && (
        <Stack gap="1">
          <Heading as="h5" size="xs">
            Refunds
          </Heading>
          <Stack as="ul" gap="1" ps="0" listStyleType="none" aria-label="Refunds">
            {invoice.refunds.map((refund) => (
              <HStack as="li" key={refund.id} justify="space-between" gap="3" wrap="wrap" fontSize="sm">
                <Text>
                  {formatLocalDate(refund.refundedOn)} · {PAYMENT_METHOD_LABELS[refund.method]} · {formatRandCents(refund.amountCents)}
                </Text>
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`Refund confirmation of ${formatRandCents(refund.amountCents)}, ${formatLocalDate(refund.refundedOn)} (PDF)`}
                  onClick={() => onDownload(documentUrls.refund(refund.id), `refund-${invoice.number}-${refund.refundedOn}.pdf`)}
                >
                  <LuFileDown aria-hidden="true" /> Refund confirmation
                </Button>
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
};

const InvoiceCard = ({ invoice, onDownload }: { invoice: MyInvoice; onDownload: (url: string, filename: string) => void }) => {
  const badge = INVOICE_STATUS_BADGES[invoice.status];
  // What the card offers follows the contract's lifecycle: no way to pay once paid or cancelled.
  const rule = PAYMENT_STATUS_RULES[invoice.status];
  const cancelled = invoice.status === 'CANCELLED';
  return (
    <Card.Root as="li" borderRadius="xl">
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h3" size="sm">
            Invoice {invoice.number}
          </Heading>
          <Badge colorPalette={badge.palette} variant="subtle">
            {badge.label}
          </Badge>
        </HStack>
        {rule.showsHowToPay && (
          <Text fontSize="sm" color="fg.muted">
            Pay by EFT using reference <strong>{invoice.reference}</strong>.
          </Text>
        )}
        <SimpleGrid as="dl" columns={{ base: 2, md: 5 }} gap="3">
          <LabelledValue label="Reference" value={invoice.reference} />
          <LabelledValue label="Total" value={formatRandCents(invoice.totalCents)} />
          <LabelledValue label="Paid" value={formatRandCents(invoice.paidCents)} />
          {!cancelled && <LabelledValue label="Balance" value={formatRandCents(invoice.balanceCents)} />}
          {rule.open && <LabelledValue label={`Deposit ${formatRandCents(invoice.depositCents)} due`} value={formatLocalDate(invoice.depositDueOn)} />}
          {rule.open && <LabelledValue label="Balance due" value={formatLocalDate(invoice.balanceDueOn)} />}
        </SimpleGrid>
        {invoice.payments.length > 0 && (
          <Stack gap="1">
            <Heading as="h4" size="xs">
              Payments
            </Heading>
            <Stack as="ul" gap="1" ps="0" listStyleType="none">
              {invoice.payments.map((payment) => (
                <HStack as="li" key={payment.id} justify="space-between" gap="3" wrap="wrap" fontSize="sm">
                  <Text>
                    {formatLocalDate(payment.receivedOn)} · {PAYMENT_METHOD_LABELS[payment.method]} · {formatRandCents(payment.amountCents)}
                  </Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={`Receipt of ${formatRandCents(payment.amountCents)}, ${formatLocalDate(payment.receivedOn)} (PDF)`}
                    onClick={() => onDownload(documentUrls.receipt(payment.id), `receipt-${invoice.number}-${payment.receivedOn}.pdf`)}
                  >
                    <LuFileDown aria-hidden="true" /> Receipt
                  </Button>
                </HStack>
              ))}
            </Stack>
          </Stack>
        )}
        {cancelled && <CreditNoteDetails invoice={invoice} onDownload={onDownload} />}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => onDownload(documentUrls.invoice(invoice.id), `${invoice.number}.pdf`)}>
            <LuFileDown aria-hidden="true" /> Invoice PDF
          </Button>
          {rule.voucher && (
            <Button size="sm" variant="outline" onClick={() => onDownload(documentUrls.voucher(invoice.id), `voucher-${invoice.number}.pdf`)}>
              <LuFileDown aria-hidden="true" /> Travel voucher
            </Button>
          )}
          {cancelled && invoice.creditNote && (
            <Button size="sm" variant="outline" onClick={() => onDownload(documentUrls.creditNote(invoice.id), `${invoice.creditNote?.number ?? 'credit-note'}.pdf`)}>
              <LuFileDown aria-hidden="true" /> Credit note
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
};

/** My bookings' "Quotes and invoices": what we quoted the customer, what they owe and what they paid. */
export const QuotesAndInvoices = () => {
  const quotes = useQuery(MyQuotesDocument, { fetchPolicy: 'cache-and-network' });
  const invoices = useQuery(MyInvoicesDocument, { fetchPolicy: 'cache-and-network' });
  const download = useDownloadDocument();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const onDownload = (url: string, filename: string) => {
    setDownloadError(null);
    void download(url, filename).catch(() => setDownloadError(quotesAndInvoicesTexts.downloadFailed));
  };
  const myQuotes = quotes.data?.myQuotes;
  const myInvoices = invoices.data?.myInvoices;
  const error = (quotes.error && !myQuotes) || (invoices.error && !myInvoices) ? (quotes.error ?? invoices.error) : undefined;

  let content;
  if ((quotes.loading && !myQuotes) || (invoices.loading && !myInvoices)) content = <Text color="fg.muted">Loading your quotes and invoices</Text>;
  else if (error) content = <ErrorState>{getErrorMessage(error, quotesAndInvoicesTexts.loadFailed)}</ErrorState>;
  else if (!myQuotes?.length && !myInvoices?.length) content = <Text color="fg.muted">{quotesAndInvoicesTexts.none}</Text>;
  else
    content = (
      <Stack gap="4">
        {downloadError && <ErrorState>{downloadError}</ErrorState>}
        {myInvoices && myInvoices.length > 0 && (
          <Stack as="ul" gap="3" ps="0" listStyleType="none" aria-label="Invoices">
            {myInvoices.map((invoice) => (
              <InvoiceCard key={invoice.id} invoice={invoice} onDownload={onDownload} />
            ))}
          </Stack>
        )}
        {myQuotes && myQuotes.length > 0 && (
          <Stack as="ul" gap="3" ps="0" listStyleType="none" aria-label="Quotes">
            {myQuotes.map((quote) => (
              <QuoteCard key={quote.id} quote={quote} />
            ))}
          </Stack>
        )}
      </Stack>
    );

  return (
    <Stack as="section" aria-labelledby="quotes-invoices-heading" gap="4" mt="12">
      <Heading as="h2" size="xl" id="quotes-invoices-heading">
        Quotes and invoices
      </Heading>
      {content}
    </Stack>
  );
};
