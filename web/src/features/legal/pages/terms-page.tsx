import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { LoadingRegion, SkeletonBlock } from '../../../components/skeletons';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { AgencyPoliciesQuery } from '../../insights/graphql';
import { LegalPage, LegalSection } from './legal-page';

/**
 * Shown when the agency has not written its texts yet, or they cannot be loaded: never an empty section, and
 * never the same sentence under two headings (one section says it for both).
 */
export const TERMS_ON_QUOTE = `The terms and the cancellation policy for your trip are sent with your quote, before you pay anything. Ask us at ${site.email} to have them sooner.`;
export const ONLY_TERMS_ON_QUOTE = `The terms for your trip are sent with your quote, before you pay anything. Ask us at ${site.email} to have them sooner.`;
export const ONLY_CANCELLATION_ON_QUOTE = `The cancellation policy for your trip is sent with your quote, before you pay anything. Ask us at ${site.email} to have it sooner.`;

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
          The agency's terms for packages, cruises and stays booked with {site.name}. A package can have terms of its own; they are on
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
          <Text>{TERMS_ON_QUOTE}</Text>
        </LegalSection>
      ) : (
        <>
          <LegalSection title="Terms and conditions">{text(policies?.terms, ONLY_TERMS_ON_QUOTE)}</LegalSection>
          <LegalSection title="Cancellation policy">{text(policies?.cancellationPolicy, ONLY_CANCELLATION_ON_QUOTE)}</LegalSection>
        </>
      )}
      <LegalSection title="Questions">
        <Text>
          Write to{' '}
          <Link href={`mailto:${site.email}`} color="brand.fg">
            {site.email}
          </Link>
          , call{' '}
          <Link href={site.phoneHref} color="brand.fg">
            {site.phone}
          </Link>{' '}
          or send us a message on the{' '}
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
