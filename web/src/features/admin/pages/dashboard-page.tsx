import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { LuChartNoAxesCombined } from 'react-icons/lu';
import { useSession } from '../../../lib/session-context';

/**
 * The spec's dashboard shows four hard-coded figures; made-up numbers mislead, so until the API
 * reports real ones the page says so honestly.
 */
export const DashboardPage = () => {
  const { user } = useSession();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          Dashboard
        </Heading>
        {user && <Text color="fg.muted">Welcome back, {user.username}.</Text>}
      </Stack>
      <Box bg="bg" borderWidth="1px" borderStyle="dashed" borderRadius="xl" p={{ base: '8', md: '12' }} textAlign="center">
        <Stack align="center" gap="3">
          <Box color="brand.fg">
            <LuChartNoAxesCombined size="40" aria-hidden="true" />
          </Box>
          <Heading as="h2" size="md">
            No figures yet
          </Heading>
          <Text color="fg.muted" maxW="md">
            Figures appear here once bookings arrive.
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
};
