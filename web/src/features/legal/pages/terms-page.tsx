import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { LoadingRegion, SkeletonBlock } from '../../../components/skeletons';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useAgency } from '../../../lib/site-config';
import { AgencyPoliciesQuery } from '../../insights/graphql';
import { LegalPage, LegalSection } from './legal-page';

/**
 * Shown when the agency has not written its texts yet, or they cannot be loaded: never an empty section, and
 * never the same sentence under two headings (one section says it for both).
 */
// The agency's e-mail is the server's configuration (AGENCY_EMAIL); unknown, the sentence does without it.
const askUs = (email: string | undefined) => (email ? `Ask us at ${email}` : 'Ask us');
export const termsOnQuote = (email?: string) =>
  `The terms and the cancellation policy for your trip are sent with your quote, before you pay anything. ${askUs(email)} to have them sooner.`;
export const onlyTermsOnQuote = (email?: string) => `The terms for your trip are sent with your quote, before you pay anything. ${askUs(email)} to have them sooner.`;
export const onlyCancellationOnQuote = (email?: string) =>
  `The cancellation policy for your trip is sent with your quote, before you pay anything. ${askUs(email)} to have it sooner.`;

/** Line breaks as the agency typed them on /policies (a textarea), one paragraph per blank-line block. */
const Paragraphs = ({ text }: { text: string }) => (
  <Stack gap="3">
    {text
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter(Boolean)
      .map((block, index) => (
        <Text key={index} whiteSpace="pre-line">
          {block}
        </Text>
      ))}
  </Stack>
);

/**
 * /terms: the agency's terms and conditions and its cancellation policy, the same texts its staff
 * keep on /policies and that packages without their own show. Linked from the footer.
 */
export const TermsPage = () => {
  const { data, loading } = useQuery(AgencyPoliciesQuery);
  const policies = data?.policies;
  const agency = useAgency();

  const loaded = Boolean(policies) || !loading;
  const neither = loaded && !policies?.terms.trim() && !policies?.cancellationPolicy.trim();

  const text = (value: string | undefined, fallback: string) => {
    if (!policies && loading)
      return (
        <LoadingRegion label="Loading please wait">
          <Stack gap="2">
            <SkeletonBlock h="4" />
            <SkeletonBlock h="4" />
            <SkeletonBlock h="4" w="70%" />
          </Stack>
        </LoadingRegion>
      );
    return value?.trim() ? <Paragraphs text={value} /> : <Text>{fallback}</Text>;
  };

  return (
    <LegalPage
      title="Terms and conditions"
      intro={
        <>
          The agency's terms for packages, cruises and stays booked with {agency?.name ?? site.name}. A package can have terms of its own; they are on
          its page and take precedence.
        </>
      }
    >
      <PageMeta
        title="Terms and conditions"
        description={`The terms and conditions and the cancellation policy of ${site.name} for packages, cruises and stays.`}
        path={paths.terms.to()}
      />
      {neither ? (
        <LegalSection title="Terms and cancellation policy">
          <Text>{termsOnQuote(agency?.email)}</Text>
        </LegalSection>
      ) : (
        <>
          <LegalSection title="Terms and conditions">{text(policies?.terms, onlyTermsOnQuote(agency?.email))}</LegalSection>
          <LegalSection title="Cancellation policy">{text(policies?.cancellationPolicy, onlyCancellationOnQuote(agency?.email))}</LegalSection>
        </>
      )}
      <LegalSection title="Questions">
        <Text>
          {agency ? (
            <>
              Write to{' '}
              <Link href={`mailto:${agency.email}`} color="brand.fg">
                {agency.email}
              </Link>
              , call{' '}
              <Link href={agency.phoneHref} color="brand.fg">
                {agency.phone}
              </Link>{' '}
              or send us
            </>
          ) : (
            'Send us'
          )}{' '}
          a message on the{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={paths.contact.to()}>contact page</RouterLink>
          </Link>
          . How we handle your personal information is in our{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={paths.privacy.to()}>privacy notice</RouterLink>
          </Link>
          .
        </Text>
      </LegalSection>
    </LegalPage>
  );
};
