import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { QuoteMessages } from '@travel/contract';
import { useEffect, useRef, useState } from 'react';
import { LuFileDown } from 'react-icons/lu';
import { useParams } from 'react-router';
import { AcceptQuoteDialog } from '../../../components/quotes/accept-quote-dialog';
import { QuoteTermsBody, quoteTermsTexts } from '../../../components/quotes/quote-terms';
import { PageMeta } from '../../../components/page-meta';
import { LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useAgency } from '../../../lib/site-config';
import type { AcceptQuoteMutation, CustomerQuoteFieldsFragment } from '../../../gql/graphql';
import { formatLocalDate, formatSaDate } from '../../../lib/dates';
import { documentUrls } from '../../../lib/documents';
import { getErrorMessage } from '../../../lib/errors';
import { formatRandCents } from '../../../lib/format';
import { QuestionForm } from '../components/question-form';
import { QuoteSummary } from '../components/quote-summary';
import { QuoteByTokenQuery } from '../graphql';
import { useAcceptQuote } from '../mutations';

export const quotePageTexts = {
  loading: 'Loading your quote',
  acceptFailed: 'The quote could not be accepted. Please try again.',
  accepted: 'Quote accepted',
  expired: QuoteMessages.LINK_INVALID,
  replaced: QuoteMessages.NO_LONGER_ACCEPTABLE,
  cancelled: 'This booking was cancelled, so this quote can no longer be accepted. We have e-mailed you the credit note for its invoice.',
  agreeing: 'Accepting this quote agrees to the cancellation policy and terms above.',
} as const;

type AcceptedInvoice = AcceptQuoteMutation['acceptQuote'];

const DownloadLink = ({ href, children }: { href: string; children: string }) => (
  <Link href={href} color="brand.fg" fontWeight="600" download>
    <LuFileDown aria-hidden="true" /> {children}
  </Link>
);

/** After acceptance: the invoice and how to pay it. The EFT reference is known once the invoice came back. */
const AcceptedPanel = ({ quote, invoice, token }: { quote: CustomerQuoteFieldsFragment; invoice: AcceptedInvoice | null; token: string }) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Accepting replaces the Accept button: the keyboard and a screen reader move to what happened.
  useEffect(() => {
    if (invoice) headingRef.current?.focus();
  }, [invoice]);
  return (
    <Alert.Root status="success" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="2">
        <Heading as="h2" size="md" ref={headingRef} tabIndex={-1}>
          {quotePageTexts.accepted}
          {quote.invoiceNumber ? `: invoice ${quote.invoiceNumber}` : ''}
        </Heading>
        {invoice ? (
          <Text>
            Pay by EFT using reference <strong>{invoice.reference}</strong>: a deposit of {formatRandCents(invoice.depositCents)} by{' '}
            {formatLocalDate(invoice.depositDueOn)}, the balance by {formatLocalDate(invoice.balanceDueOn)}.
          </Text>
        ) : (
          <Text>Pay by EFT using the reference on your invoice. We have e-mailed it to you as well.</Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
          <DownloadLink href={documentUrls.publicInvoice(token)}>Download the invoice (PDF)</DownloadLink>
          <DownloadLink href={documentUrls.publicQuote(token)}>Download the quote (PDF)</DownloadLink>
        </Stack>
      </Stack>
    </Alert.Root>
  );
};

/** The big Accept button, behind a confirmation that repeats what accepting commits the customer to. */
const AcceptPanel = ({ quote, token, onAccepted }: { quote: CustomerQuoteFieldsFragment; token: string; onAccepted: (invoice: AcceptedInvoice) => void }) => {
  const { accept, loading } = useAcceptQuote(token, quote.id);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onConfirm = async () => {
    setError(null);
    try {
      const invoice = await accept();
      setConfirming(false);
      if (invoice) onAccepted(invoice);
    } catch (caught) {
      setConfirming(false);
      setError(getErrorMessage(caught, quotePageTexts.acceptFailed));
    }
  };
  return (
    <Stack gap="3">
      <Text fontSize="sm">{quotePageTexts.agreeing}</Text>
      <Button size="lg" colorPalette="sunset" w={{ base: 'full', sm: 'auto' }} alignSelf={{ sm: 'flex-start' }} onClick={() => setConfirming(true)}>
        Accept this quote
      </Button>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <AcceptQuoteDialog open={confirming} title="Accept this quote?" quote={quote} busy={loading} onCancel={() => setConfirming(false)} onConfirm={() => void onConfirm()} />
    </Stack>
  );
};

const QuoteState = ({ quote, token }: { quote: CustomerQuoteFieldsFragment; token: string }) => {
  const [invoice, setInvoice] = useState<AcceptedInvoice | null>(null);
  if (quote.status === 'ACCEPTED') return <AcceptedPanel quote={quote} invoice={invoice} token={token} />;
  if (quote.status === 'CANCELLED')
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{quotePageTexts.cancelled}</Alert.Title>
      </Alert.Root>
    );
  if (quote.status === 'SUPERSEDED' || quote.status === 'WITHDRAWN')
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{quotePageTexts.replaced}</Alert.Title>
      </Alert.Root>
    );
  if (!quote.canAccept)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{quotePageTexts.expired}</Alert.Title>
      </Alert.Root>
    );
  return (
    <Stack gap="2">
      <AcceptPanel quote={quote} token={token} onAccepted={setInvoice} />
      <DownloadLink href={documentUrls.publicQuote(token)}>Download the quote (PDF)</DownloadLink>
    </Stack>
  );
};

/**
 * /quotes/:token: the quote behind the link e-mailed to a customer, with no sign-in. Rendered in the browser
 * only and never indexed: the token is the customer's key to it.
 */
export const QuotePage = () => {
  const { token = '' } = useParams();
  const { data, loading, error } = useQuery(QuoteByTokenQuery, { variables: { token }, fetchPolicy: 'cache-and-network' });
  // The quote comes from the agency as configured (AGENCY_NAME), as its PDF's letterhead says.
  const agencyName = useAgency()?.name ?? site.name;
  const quote = data?.quoteByToken;

  let content;
  if (loading && !quote) content = <LoadingState text={quotePageTexts.loading} minH="40vh" />;
  else if (!quote)
    content = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{getErrorMessage(error, quotePageTexts.expired)}</Alert.Title>
      </Alert.Root>
    );
  else
    content = (
      <Stack gap="8">
        <Stack gap="1">
          <Text>
            Reference{' '}
            <Text as="strong" fontFamily="mono">
              {quote.reference}
            </Text>
          </Text>
          <Text color="fg.muted">
            Version {quote.version}, prepared for {quote.customerName}
            {quote.sentAt ? ` and sent on ${formatSaDate(quote.sentAt)}` : ''}.
          </Text>
        </Stack>
        {quote.message.trim() !== '' && (
          <Box as="section" aria-labelledby="quote-message-heading" borderStartWidth="4px" borderColor="brand.solid" ps="4">
            <Heading as="h2" size="sm" id="quote-message-heading" mb="1">
              A message from your travel agent
            </Heading>
            <Text whiteSpace="pre-line">{quote.message}</Text>
          </Box>
        )}
        <QuoteSummary quote={quote} />
        <Box as="section" aria-labelledby="quote-terms-heading">
          <Heading as="h2" size="md" id="quote-terms-heading" mb="3">
            {quoteTermsTexts.heading}
          </Heading>
          <QuoteTermsBody quote={quote} />
        </Box>
        <QuoteState quote={quote} token={token} />
        <Box borderTopWidth="1px" pt="8">
          <QuestionForm token={token} />
        </Box>
      </Stack>
    );

  return (
    <Container maxW="3xl" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <PageMeta title="Your quote" description={`Your travel quote from ${agencyName}.`} path={paths.quote.to(token)} noindex />
      <Stack gap="2" mb="6">
        <Text fontWeight="700" color="brand.fg">
          {agencyName}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          Your quote
        </Heading>
      </Stack>
      {content}
    </Container>
  );
};
