import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import type { PackageType } from '../../../gql/graphql';
import { getErrorMessage } from '../../../lib/errors';
import { PackageListQuery } from '../graphql';
import { PackageCard } from './package-card';

interface PackageSectionProps {
  title: string;
  subtitle?: string;
  /** Text shown when the list is empty (spec: "No packages available" / "No cruise available"). */
  emptyText: string;
  type?: PackageType;
  featured?: boolean;
  limit?: number;
}

/** A titled grid of package cards with the spec's loading, error and empty states. */
export const PackageSection = ({ title, subtitle, emptyText, type, featured, limit = 8 }: PackageSectionProps) => {
  const { data, loading, error } = useQuery(PackageListQuery, {
    variables: { limit, ...(type && { type }), ...(featured !== undefined && { featured }) },
  });
  const packages = data?.packages ?? [];
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;

  let content;
  if (loading && !data) content = <LoadingState />;
  else if (error) content = <ErrorState>Error: {getErrorMessage(error, 'Failed to load packages.')}</ErrorState>;
  else if (packages.length === 0) content = <EmptyState>{emptyText}</EmptyState>;
  else
    content = (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="6">
        {packages.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} />
        ))}
      </SimpleGrid>
    );

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="1" mb="6">
        <Heading as="h2" id={headingId} size="2xl" letterSpacing="tight">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {content}
    </Box>
  );
};
