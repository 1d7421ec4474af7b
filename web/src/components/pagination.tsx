import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

type PageItem = number | 'gap-before' | 'gap-after';

/**
 * The page numbers to offer: always the first and the last, and the current page with its
 * neighbours; the rest collapse into "…". With 7 pages or fewer every number is shown.
 */
export const pageItems = (page: number, totalPages: number): PageItem[] => {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, totalPages - 4));
  const end = Math.min(totalPages - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  // A gap stands for two pages or more; a single hidden page is shown instead.
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap-before');
  for (let n = start; n <= end; n++) items.push(n);
  if (end === totalPages - 2) items.push(totalPages - 1);
  else if (end < totalPages - 2) items.push('gap-after');
  items.push(totalPages);
  return items;
};

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Search results pages". */
  label?: string;
}

/** Previous, numbered buttons and Next (public spec section 4, "Search pagination"). */
export const Pagination = ({ page, totalPages, onPageChange, label = 'Pages' }: PaginationProps) => (
  <Box as="nav" aria-label={label}>
    <HStack as="ul" listStyleType="none" gap={{ base: '1', sm: '1.5' }} justify="center" flexWrap="wrap">
      <li>
        {/* On phones the arrows stand alone, so the row fits on one line. */}
        <Button variant="outline" size="sm" px={{ base: '2', sm: '3' }} aria-label="Previous" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <LuChevronLeft aria-hidden="true" />
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            Previous
          </Box>
        </Button>
      </li>
      {pageItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <li key={item}>
            <Button
              size="sm"
              minW={{ base: '8', sm: '9' }}
              px="0"
              variant={item === page ? 'solid' : 'ghost'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Page ${item}`}
              onClick={() => item !== page && onPageChange(item)}
            >
              {item}
            </Button>
          </li>
        ) : (
          <li key={item} aria-hidden="true">
            <Text px="1" color="fg.muted">
              …
            </Text>
          </li>
        ),
      )}
      <li>
        <Button variant="outline" size="sm" px={{ base: '2', sm: '3' }} aria-label="Next" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            Next
          </Box>
          <LuChevronRight aria-hidden="true" />
        </Button>
      </li>
    </HStack>
  </Box>
);
