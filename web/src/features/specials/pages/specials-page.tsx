import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PackageList, PackageSection, usePackageList } from '../../../components/packages/package-grid';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';

const SPECIALS_LIMIT = 100;

/** /Specials: packages on special (with the price before and the saving), then other featured deals. */
export const SpecialsPage = () => {
  const specials = usePackageList({ specials: true }, SPECIALS_LIMIT);
  const shown = new Set(specials.data?.packages.map((pkg) => pkg.id));

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Specials"
        description="Holiday packages on special: the usual price and today's price side by side, in rand, while the offers last."
        path={paths.specials.to()}
      />
      <Stack gap={{ base: '12', md: '16' }}>
        <Box as="section" aria-labelledby="specials-heading">
          <Stack gap="1" mb="6">
            <Heading as="h1" id="specials-heading" size="3xl" letterSpacing="tight">
              Specials
            </Heading>
            <Text color="fg.muted">Limited-time prices on selected packages. Book before they sail away.</Text>
          </Stack>
          <PackageList
            packages={specials.data?.packages}
            loading={specials.loading}
            error={specials.error}
            emptyText="No specials right now. Have a look at our featured packages below."
            titleAs="h2"
          />
        </Box>
        <PackageSection
          title="More featured packages"
          subtitle="Our team's favourites at their usual prices."
          filter={{ featured: true }}
          limit={12}
          exclude={shown}
          emptyText="No packages available"
        />
      </Stack>
    </Container>
  );
};
