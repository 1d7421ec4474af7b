import { Stack, Text } from '@chakra-ui/react';

/**
 * One figure of a summary, as a term and its value (`dt`/`dd`: wrap a group of them in a `dl`): a small
 * upper-case label above a strong value that never wraps (amounts and dates stay on one line). `wrap`
 * lets a value of words (a name, an address) break instead, so a long one cannot widen a phone's page.
 */
export const LabelledValue = ({ label, value, wrap = false }: { label: string; value: string; wrap?: boolean }) => (
  <Stack gap="0" minW="0">
    <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontWeight="600">
      {label}
    </Text>
    <Text as="dd" fontWeight="600" whiteSpace={wrap ? 'normal' : 'nowrap'} overflowWrap={wrap ? 'anywhere' : undefined}>
      {value}
    </Text>
  </Stack>
);
