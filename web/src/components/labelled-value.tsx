import { Stack, Text } from '@chakra-ui/react';

/**
 * One figure of a summary, as a term and its value (`dt`/`dd`: wrap a group of them in a `dl`): a small
 * upper-case label above a strong value that never wraps (amounts and dates stay on one line).
 */
export const LabelledValue = ({ label, value }: { label: string; value: string }) => (
  <Stack gap="0">
    <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontWeight="600">
      {label}
    </Text>
    <Text as="dd" fontWeight="600" whiteSpace="nowrap">
      {value}
    </Text>
  </Stack>
);
