import { Box, Card, HStack, SimpleGrid, Skeleton, SkeletonText, Stack, Table, Text, type SkeletonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The pulse stops for visitors who asked for less motion. The theme's global rule already shortens
 * every animation to one 0.01 ms run; saying it here too keeps a skeleton still even if that rule
 * changes, and lets the browser suite check the computed style of a skeleton directly.
 */
const still = { _motionReduce: { animation: 'none' } } as const;

/** One grey placeholder shape, hidden from assistive technology (the region's status speaks for it). */
export const SkeletonBlock = (props: SkeletonProps) => <Skeleton aria-hidden="true" {...still} {...props} />;

interface LoadingRegionProps {
  /**
   * What a screen reader hears (a polite status). Where the spec names a loading text ("Loading
   * please wait", "Loading hotels..."), pass it and keep `showLabel` so sighted users still read it.
   */
  label: string;
  /** Show the label as a caption above the placeholders, or keep it for screen readers only. */
  showLabel?: boolean;
  children: ReactNode;
}

/**
 * A region that is loading: `aria-busy` while its placeholders stand in for the content, and one
 * status message instead of a spinner. The placeholders have the final layout's size, so nothing
 * jumps when the content arrives.
 */
export const LoadingRegion = ({ label, showLabel = false, children }: LoadingRegionProps) => (
  <Box aria-busy="true" data-testid="loading-region">
    <Text role="status" aria-live="polite" srOnly={!showLabel} color="fg.muted" fontSize="sm" mb={showLabel ? '3' : undefined}>
      {label}
    </Text>
    {children}
  </Box>
);

/** The shape of a package card (package-card.tsx): 16:10 photo, title, place, three lines, price, two buttons. */
const PackageCardSkeleton = () => (
  <Card.Root overflow="hidden" borderRadius="xl" h="full" aria-hidden="true">
    <SkeletonBlock aspectRatio={16 / 10} borderRadius="0" />
    <Card.Body gap="2">
      <SkeletonBlock h="6" w="75%" />
      <SkeletonBlock h="4" w="45%" />
      <SkeletonText noOfLines={3} gap="2" {...still} />
    </Card.Body>
    <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
      <SkeletonBlock h="7" w="40%" />
      <HStack gap="2">
        <SkeletonBlock h="8" flex="1" />
        <SkeletonBlock h="8" flex="1" />
      </HStack>
    </Card.Footer>
  </Card.Root>
);

interface CardGridSkeletonProps {
  label: string;
  showLabel?: boolean;
  /** How many cards stand in; one row at the widest layout by default. */
  count?: number;
}

/** Placeholders for a grid of package cards, in the same columns as PackageGrid. */
export const CardGridSkeleton = ({ label, showLabel = true, count = 4 }: CardGridSkeletonProps) => (
  <LoadingRegion label={label} showLabel={showLabel}>
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="6" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <PackageCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  </LoadingRegion>
);

/** Placeholders for a list of wide cards (photo beside text, or text only), as the stay results and my bookings show. */
export const CardListSkeleton = ({ label, showLabel = false, count = 3, photo = true }: CardGridSkeletonProps & { photo?: boolean }) => (
  <LoadingRegion label={label} showLabel={showLabel}>
    <Stack gap="4" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Card.Root key={index} flexDirection={{ base: 'column', md: 'row' }} overflow="hidden" borderRadius="xl">
          {photo && <SkeletonBlock w={{ base: 'full', md: '64' }} h={{ base: '40', md: '48' }} borderRadius="0" />}
          <Card.Body gap="3">
            <SkeletonBlock h="6" w="60%" />
            <SkeletonText noOfLines={3} {...still} />
            <SkeletonBlock h="8" w="40%" />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  </LoadingRegion>
);

interface TableSkeletonProps {
  label: string;
  showLabel?: boolean;
  /** The real table's column headers: the placeholder is that table, with grey rows. */
  columns: readonly string[];
  rows?: number;
}

/** A table's final frame (its real headers) with placeholder rows, for admin and staff lists. */
export const TableSkeleton = ({ label, showLabel = false, columns, rows = 5 }: TableSkeletonProps) => (
  <LoadingRegion label={label} showLabel={showLabel}>
    <Table.ScrollArea borderWidth="1px" borderRadius="xl" bg="bg" aria-hidden="true">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => (
              <Table.ColumnHeader key={`${column}-${index}`}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {Array.from({ length: rows }, (_, row) => <SkeletonTableRow key={row} cells={columns.length} />)}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  </LoadingRegion>
);

/** One placeholder row (a table that keeps its own frame while its first page loads). */
export const SkeletonTableRow = ({ cells }: { cells: number }) => (
  <Table.Row aria-hidden="true">
    {Array.from({ length: cells }, (_, cell) => (
      // Two text lines high: the height of a row with a name and a muted second line.
      <Table.Cell key={cell} py="3">
        <SkeletonBlock h="4" w={cell === 0 ? '80%' : '60%'} />
      </Table.Cell>
    ))}
  </Table.Row>
);
