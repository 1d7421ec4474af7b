import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LoadingState } from '../../../components/page-states';
import { EmbedFallback } from '../components/embed-fallback';
import { PageHero } from '../components/page-hero';
import { ScriptEmbed } from '../components/script-embed';
import { useSiteConfig } from '../../../lib/site-config';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';

export const TOURS_UNAVAILABLE_TEXT = 'The tours search is not available right now';

/** The value-for-money page: a hero banner and the tours partner's widget (TOURS_WIDGET_URL, a script). */
export const ValueForMoneyPage = () => {
  const { toursWidgetUrl, loading } = useSiteConfig();
  return (
    <>
      <PageMeta
        title="Value for money tours"
        description="Tours and experiences that are worth every rand: day trips, guided tours and tickets from our tours partner, priced to leave room in your budget."
        path={paths.valueForMoney.to()}
        image="/photos/lakeside-deck-golden-hour.jpg"
      />
      <PageHero eyebrow="Value for money" title="Tours and experiences that are worth every rand" photo="/photos/lakeside-deck-golden-hour.jpg">
        Day trips, guided tours and tickets from our tours partner, at prices that leave room in your holiday budget.
      </PageHero>
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Stack gap="6">
          <Stack gap="2">
            <Heading as="h2" size="xl">
              Find tours and activities
            </Heading>
            <Text color="fg.muted">Search by destination and book directly with our partner.</Text>
          </Stack>
          {loading ? (
            <LoadingState text="Loading" />
          ) : (
            <ScriptEmbed
              src={toursWidgetUrl}
              title="Tours search"
              fallback={
                <EmbedFallback title={TOURS_UNAVAILABLE_TEXT}>
                  Our travel consultants can recommend and book tours for your trip: get in touch and tell us where you are going.
                </EmbedFallback>
              }
            />
          )}
        </Stack>
      </Container>
    </>
  );
};
