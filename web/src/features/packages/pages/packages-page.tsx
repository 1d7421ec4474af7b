import { Button, Container, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { PackageList, usePackageList } from '../../../components/packages/package-grid';
import { isPackageType, packageTypes } from '../package-types';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';

const PACKAGES_LIMIT = 100;

/** /Packages (Activities / Packages): every package, filtered by type through `?type=`. */
export const PackagesPage = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const type = isPackageType(raw) ? raw : undefined;
  const { data, loading, error } = usePackageList({ type }, PACKAGES_LIMIT);

  const choose = (next: string | undefined) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('type', next);
        else updated.delete('type');
        return updated;
      },
      { preventScrollReset: true },
    );
  };

  const chips: ReadonlyArray<{ label: string; value: string | undefined }> = [
    { label: 'All', value: undefined },
    ...packageTypes.map((value) => ({ label: value, value })),
  ];

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Packages"
        description="Holiday packages, safaris, cruises, honeymoons and adventures from South Africa, filtered by type, with prices in rand."
        path={paths.packages.to()}
      />
      <Stack gap="2" mb="6">
        <Text textTransform="uppercase" letterSpacing="0.2em" fontSize="xs" fontWeight="700" color="sunset.fg">
          Activities
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          Packages
        </Heading>
        <Text color="fg.muted">Holidays, adventures and cruises for every kind of traveller.</Text>
      </Stack>
      <Wrap as="ul" listStyleType="none" gap="2" mb="8" aria-label="Package type">
        {chips.map((chip) => {
          const selected = chip.value === type;
          return (
            <li key={chip.label}>
              <Button
                size="sm"
                rounded="full"
                variant={selected ? 'solid' : 'outline'}
                aria-pressed={selected}
                onClick={() => choose(chip.value)}
              >
                {chip.label}
              </Button>
            </li>
          );
        })}
      </Wrap>
      <PackageList packages={data?.packages} loading={loading} error={error} emptyText="No packages available" titleAs="h2" />
    </Container>
  );
};
