import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LoadingState } from '../../../components/page-states';
import { EmbedFallback } from '../components/embed-fallback';
import { EmbedFrame } from '../components/embed-frame';
import { useSiteConfig } from '../../../lib/site-config';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';

export const CARS_UNAVAILABLE_TEXT = 'The car search is not available right now';

/**
 * /Cars: the car hire partner's search widget. Its address (CARS_WIDGET_URL) carries the settings
 * the spec asks for: rand prices, Johannesburg airport as the pick-up, English.
 */
export const CarsPage = () => {
  const { carsWidgetUrl, loading } = useSiteConfig();
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Car hire"
        description="Best Car Deals Search: compare car hire from the major suppliers, with prices in rand, from Johannesburg airport or anywhere else."
        path={paths.cars.to()}
      />
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            Best Car Deals Search
          </Heading>
          <Text color="fg.muted">Compare car hire from the major suppliers, with prices in rand, from Johannesburg airport or anywhere else.</Text>
        </Stack>
        {loading ? (
          <LoadingState text="Loading" />
        ) : (
          <EmbedFrame
            src={carsWidgetUrl}
            title="Car hire search"
            height="720px"
            fallback={
              <EmbedFallback title={CARS_UNAVAILABLE_TEXT}>
                Our travel consultants can find and book a car for you: contact us with your dates and pick-up place.
              </EmbedFallback>
            }
          />
        )}
      </Stack>
    </Container>
  );
};
