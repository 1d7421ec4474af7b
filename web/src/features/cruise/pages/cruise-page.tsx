import { Container } from '@chakra-ui/react';
import { PackageSection } from '../../../components/packages/package-grid';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';

/** Spec: the most cruise packages one page lists. */
const CRUISE_LIMIT = 100;

/** /Cruise: the spec's "Best Package Deals" list of every cruise package. */
export const CruisePage = () => (
  <Container maxW="7xl" py={{ base: '8', md: '12' }}>
    <PageMeta
      title="Cruises"
      description="Every cruise we sell: coastal getaways, island hopping and ocean crossings, with prices in rand and departures through the year."
      path={paths.cruise.to()}
    />
    <PackageSection
      title="Best Package Deals"
      subtitle="Every cruise we sell: coastal getaways, island hopping and ocean crossings."
      headingAs="h1"
      filter={{ type: 'Cruise' }}
      limit={CRUISE_LIMIT}
      emptyText="No Cruise available"
    />
  </Container>
);
