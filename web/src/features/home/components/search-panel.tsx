import { Box, Button, Field, Heading, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { readForm } from '../../../lib/forms';
import { DestinationsQuery } from '../../destinations/graphql';
import { budgetOptions, DEFAULT_BUDGET } from '../budget-options';
import { packageSearchSchema, type PackageSearchState } from '../search-schema';

/** "Search Your Destination": destination, a start date and a budget, then the results page. */
export const SearchPanel = () => {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(DestinationsQuery);
  const destinations = data?.destinations ?? [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const state: PackageSearchState = packageSearchSchema.parse(readForm(event.currentTarget));
    void navigate(paths.searchResults.to(), { state });
  };

  return (
    <Box
      as="section"
      aria-labelledby="search-heading"
      bg="bg/95"
      backdropFilter="blur(6px)"
      borderRadius="2xl"
      boxShadow="2xl"
      p={{ base: '5', md: '7' }}
      w="full"
    >
      <Heading as="h2" id="search-heading" size="lg" mb="5" color="brand.fg">
        Search Your Destination
      </Heading>
      <form onSubmit={onSubmit}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4" alignItems="end">
          <Field.Root>
            <Field.Label>Destination</Field.Label>
            <NativeSelect.Root disabled={loading}>
              <NativeSelect.Field name="destination" defaultValue="">
                {/* Only once the list is there does the prompt read "Select a destination". */}
                <option value="" disabled>
                  {loading ? 'Loading destinations...' : 'Select a destination'}
                </option>
                {destinations.map((destination) => (
                  <option key={destination.id} value={destination.name}>
                    {destination.name}, {destination.country}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {error && <Field.HelperText color="fg.error">Destinations could not be loaded.</Field.HelperText>}
          </Field.Root>
          <Field.Root>
            <Field.Label>Any Date From</Field.Label>
            <Input type="date" name="date" />
          </Field.Root>
          <Field.Root>
            <Field.Label>Budget per person</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="maxPrice" defaultValue={String(DEFAULT_BUDGET)}>
                {budgetOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Stack>
            <Button type="submit" size="lg" colorPalette="sunset">
              <LuSearch aria-hidden="true" />
              Search Now
            </Button>
          </Stack>
        </SimpleGrid>
      </form>
    </Box>
  );
};
