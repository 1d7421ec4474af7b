import { useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_VAT_PERCENT } from '@travel/contract';
import { useState } from 'react';
import { LuFileDown, LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/page-states';
import { toaster } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import type { StaffQuoteFieldsFragment } from '../../../gql/graphql';
import { QUOTE_STATUS_BADGES } from '../../../lib/billing-status';
import { formatSaDate } from '../../../lib/dates';
import { documentUrls, useDownloadDocument } from '../../../lib/documents';
import { getErrorMessage } from '../../../lib/errors';
import { formatRandCents } from '../../../lib/format';
import { STAFF_TOAST_MS } from '../constants';
import { InboxItemQuotesQuery, QuoteExchangeRatesQuery, QuoteInvoiceNumberQuery } from './graphql';
import { useReviseQuote, useSendQuote, useWithdrawQuote } from './mutations';
import { initialQuoteValues, quoteLooksInternational, quoteToValues, type QuoteFormValues } from './quote-form';
import { QuoteBuilder } from './quote-builder';
import { useQuoteDefaults } from './use-quote-defaults';

export const quoteTexts = {
  loadFailed: 'The quotes could not be loaded.',
  none: 'No quotes yet.',
  sent: 'Quote e-mailed to the customer.',
  revised: 'A new draft version was started from the sent quote.',
  withdrawn: 'Quote withdrawn: its link no longer accepts.',
  actionFailed: 'That did not work. Please try again.',
  downloadFailed: 'The PDF could not be downloaded.',
  defaultsFailed: 'The agency’s default terms could not be loaded: fill in the deposit and the dates.',
} as const;

/** Named as staff file it: the booking or enquiry reference and the version, e.g. quote-UH-ABC234-v2.pdf. */
export const quotePdfFilename = (quote: Pick<StaffQuoteFieldsFragment, 'reference' | 'version'>): string => `quote-${quote.reference}-v${quote.version}.pdf`;

type Editing = {
  draft: StaffQuoteFieldsFragment | null;
  values: QuoteFormValues;
  /** The rate the preview prices with: a draft's own, or today's for a new quote. */
  vatPercent: number;
  /** A new quote for an item without a departure date: the balance date is the agent's to choose. */
  departureUnknown?: boolean;
  /** The trip goes abroad: a flight line added starts zero-rated. */
  international: boolean;
} | null;
type Confirming = { action: 'send' | 'withdraw'; quote: StaffQuoteFieldsFragment } | null;

/** The invoice an accepted quote became, by number, linking to it on the invoices page. */
const InvoiceLink = ({ invoiceId }: { invoiceId: string }) => {
  const { data } = useQuery(QuoteInvoiceNumberQuery, { variables: { id: invoiceId } });
  return (
    <Link asChild color="brand.fg" fontSize="sm">
      <RouterLink to={paths.staffInvoice.to(invoiceId)}>Invoice {data?.invoice?.number ?? ''}</RouterLink>
    </Link>
  );
};

interface QuoteRowProps {
  quote: StaffQuoteFieldsFragment;
  busy: boolean;
  onEdit: () => void;
  onSend: () => void;
  onRevise: () => void;
  onWithdraw: () => void;
  onDownload: () => void;
}

const QuoteRow = ({ quote, busy, onEdit, onSend, onRevise, onWithdraw, onDownload }: QuoteRowProps) => {
  const badge = QUOTE_STATUS_BADGES[quote.status];
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="3" listStyleType="none">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <HStack gap="2">
          <Text fontWeight="700">Version {quote.version}</Text>
          <Badge colorPalette={badge.palette} variant="subtle">
            {badge.label}
          </Badge>
        </HStack>
        <Text fontWeight="700" whiteSpace="nowrap">
          {formatRandCents(quote.totalCents)}
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Margin {quote.marginCents === null || quote.marginCents === undefined ? 'unknown (a line has no net cost)' : formatRandCents(quote.marginCents)}
        {quote.sentAt && ` · sent ${formatSaDate(quote.sentAt)}`}
        {quote.acceptedAt && ` · accepted ${formatSaDate(quote.acceptedAt)}`}
        {quote.acceptedBy && ` by ${quote.acceptedBy}`}
        {quote.acceptedFromIp && ` from ${quote.acceptedFromIp}`}
        {quote.termsVersion && ` · terms ${quote.termsVersion}`}
      </Text>
      <HStack gap="2" wrap="wrap">
        {quote.status === 'DRAFT' && (
          <>
            <Button size="xs" variant="outline" onClick={onEdit} disabled={busy}>
              Edit
            </Button>
            <Button size="xs" colorPalette="brand" onClick={onSend} disabled={busy}>
              Send
            </Button>
          </>
        )}
        {quote.status === 'SENT' && (
          <>
            <Button size="xs" variant="outline" onClick={onRevise} disabled={busy}>
              Revise
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" onClick={onWithdraw} disabled={busy}>
              Withdraw
            </Button>
          </>
        )}
        {(quote.status === 'ACCEPTED' || quote.status === 'CANCELLED') && quote.invoiceId && <InvoiceLink invoiceId={quote.invoiceId} />}
        <Button size="xs" variant="ghost" onClick={onDownload} aria-label={`Download version ${quote.version} as PDF`}>
          <LuFileDown aria-hidden="true" /> PDF
        </Button>
      </HStack>
    </Stack>
  );
};

/**
 * The inbox item's quotes, newest version first, with what each status allows: a draft is edited and sent,
 * a sent quote revised or withdrawn, an accepted one leads to its invoice.
 */
export const QuotesSection = ({ inboxItemId }: { inboxItemId: string }) => {
  const { data, loading, error } = useQuery(InboxItemQuotesQuery, { variables: { inboxItemId }, fetchPolicy: 'cache-and-network' });
  const rates = useQuery(QuoteExchangeRatesQuery);
  const { send, loading: sending } = useSendQuote(inboxItemId);
  const { revise, loading: revising } = useReviseQuote(inboxItemId);
  const { withdraw, loading: withdrawing } = useWithdrawQuote();
  const { load: loadDefaults, loading: loadingDefaults } = useQuoteDefaults(inboxItemId);
  const downloadDocument = useDownloadDocument();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const quotes = data?.quotes;
  const busy = sending || revising || withdrawing;

  const usdRandPerUnit = rates.data?.exchangeRates.find((rate) => rate.currency === 'USD')?.randPerUnit ?? null;
  // Only when the server's defaults cannot be had: the newest quote's rate is the likeliest current one.
  const fallbackVatPercent = quotes?.[0]?.vatPercent ?? DEFAULT_VAT_PERCENT;

  const onNewQuote = async () => {
    const defaults = await loadDefaults();
    if (!defaults) toaster.create({ type: 'warning', title: quoteTexts.defaultsFailed, duration: STAFF_TOAST_MS });
    setEditing({
      draft: null,
      values: initialQuoteValues(defaults),
      vatPercent: defaults?.vatPercent ?? fallbackVatPercent,
      departureUnknown: defaults !== null && defaults.departureDate === null,
      international: defaults?.international ?? false,
    });
  };

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toaster.create({ type: 'success', title: success, duration: STAFF_TOAST_MS });
    } catch (caught) {
      toaster.create({ type: 'error', title: getErrorMessage(caught, quoteTexts.actionFailed), duration: STAFF_TOAST_MS });
    }
  };

  const onRevise = (quote: StaffQuoteFieldsFragment) =>
    void run(async () => {
      const draft = await revise(quote.id);
      if (draft) setEditing({ draft, values: quoteToValues(draft), vatPercent: draft.vatPercent, international: quoteLooksInternational(draft) });
    }, quoteTexts.revised);

  const onConfirm = async () => {
    if (!confirming) return;
    const { action, quote } = confirming;
    if (action === 'send') await run(() => send(quote.id), quoteTexts.sent);
    else await run(() => withdraw(quote.id), quoteTexts.withdrawn);
    setConfirming(null);
  };

  const onDownload = (quote: StaffQuoteFieldsFragment) =>
    void downloadDocument(documentUrls.quote(quote.id), quotePdfFilename(quote)).catch(() =>
      toaster.create({ type: 'error', title: quoteTexts.downloadFailed, duration: STAFF_TOAST_MS }),
    );

  let list;
  if (loading && !quotes) list = <Skeleton h="16" aria-label="Loading quotes" />;
  else if (error && !quotes) list = <ErrorState>{getErrorMessage(error, quoteTexts.loadFailed)}</ErrorState>;
  else if (!quotes || quotes.length === 0) list = <Text color="fg.muted">{quoteTexts.none}</Text>;
  else
    list = (
      <Stack as="ul" gap="2" ps="0" aria-label="Quote versions">
        {quotes.map((quote) => (
          <QuoteRow
            key={quote.id}
            quote={quote}
            busy={busy}
            onEdit={() => setEditing({ draft: quote, values: quoteToValues(quote), vatPercent: quote.vatPercent, international: quoteLooksInternational(quote) })}
            onSend={() => setConfirming({ action: 'send', quote })}
            onRevise={() => onRevise(quote)}
            onWithdraw={() => setConfirming({ action: 'withdraw', quote })}
            onDownload={() => onDownload(quote)}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="3">
      {list}
      <Button size="sm" alignSelf="flex-start" onClick={() => void onNewQuote()} loading={loadingDefaults} loadingText="Loading terms...">
        <LuPlus aria-hidden="true" /> New quote
      </Button>
      {editing && (
        <QuoteBuilder
          inboxItemId={inboxItemId}
          draft={editing.draft}
          initialValues={editing.values}
          vatPercent={editing.vatPercent}
          departureUnknown={editing.departureUnknown ?? false}
          usdRandPerUnit={usdRandPerUnit}
          international={editing.international}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.action === 'send' ? `E-mail this quote to ${confirming.quote.customerEmail}?` : `Withdraw version ${confirming?.quote.version ?? ''}?`
        }
        confirmLabel={confirming?.action === 'send' ? 'Send quote' : 'Withdraw quote'}
        busyLabel={confirming?.action === 'send' ? 'Sending...' : 'Withdrawing...'}
        confirmPalette={confirming?.action === 'send' ? 'brand' : 'red'}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void onConfirm()}
      >
        <Text>
          {confirming?.action === 'send'
            ? `Version ${confirming.quote.version} totals ${formatRandCents(confirming.quote.totalCents)}. Once sent it cannot be changed, only revised or withdrawn.`
            : 'The customer’s link will no longer accept this quote. You can send a new version afterwards.'}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
};
