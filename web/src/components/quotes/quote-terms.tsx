import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

export interface QuoteTermsFields {
  termsText?: string | null | undefined;
  cancellationPolicyText?: string | null | undefined;
  termsVersion?: string | null | undefined;
}

export const quoteTermsTexts = {
  heading: 'Cancellation policy and terms',
  policy: 'Cancellation policy',
  terms: 'Terms and conditions',
  version: (version: string) => `Terms version ${version}`,
  notRecorded: 'This quote was sent before terms were kept with each quote: our current terms apply.',
  noneSet: 'No cancellation policy or terms had been written when this quote was sent: please ask us before you accept.',
  readCurrent: 'Read our terms and cancellation policy',
} as const;

type HeadingLevel = 'h3' | 'h4';

const Block = ({ title, text, level }: { title: string; text: string; level: HeadingLevel }) => (
  <Stack gap="1">
    <Heading as={level} size="xs">
      {title}
    </Heading>
    <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
      {text}
    </Text>
  </Stack>
);

/** The texts themselves: the cancellation policy first (it decides a fee), then the terms, then their version. */
export const QuoteTermsBody = ({ quote, headingLevel = 'h3' }: { quote: QuoteTermsFields; headingLevel?: HeadingLevel }) => {
  const policy = quote.cancellationPolicyText?.trim();
  const terms = quote.termsText?.trim();
  if (!policy && !terms)
    return (
      <Text fontSize="sm" color="fg.muted">
        {/* A version names the (empty) texts the quote was sent with; none: an older quote, before snapshots. */}
        {quote.termsVersion ? quoteTermsTexts.noneSet : quoteTermsTexts.notRecorded}{' '}
        <Link asChild color="brand.fg">
          <RouterLink to={paths.terms.to()}>{quoteTermsTexts.readCurrent}</RouterLink>
        </Link>
      </Text>
    );
  return (
    <Stack gap="3">
      {policy && <Block title={quoteTermsTexts.policy} text={policy} level={headingLevel} />}
      {terms && <Block title={quoteTermsTexts.terms} text={terms} level={headingLevel} />}
      {quote.termsVersion && (
        <Text fontSize="xs" color="fg.muted">
          {quoteTermsTexts.version(quote.termsVersion)}
        </Text>
      )}
    </Stack>
  );
};

/**
 * The terms and cancellation policy a quote was sent with, folded away (My bookings): a native
 * disclosure, which every browser and screen reader opens with the keyboard.
 */
export const QuoteTermsDisclosure = ({ quote, headingLevel = 'h3' }: { quote: QuoteTermsFields; headingLevel?: HeadingLevel }) => (
  <Box as="details" borderWidth="1px" borderRadius="md" px="3" py="2">
    <Box as="summary" cursor="pointer" fontWeight="600" fontSize="sm">
      {quoteTermsTexts.heading}
      {quote.termsVersion ? ` (version ${quote.termsVersion})` : ''}
    </Box>
    <Box mt="2">
      <QuoteTermsBody quote={quote} headingLevel={headingLevel} />
    </Box>
  </Box>
);
