import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LuInbox } from 'react-icons/lu';
import { useSession } from '../../../lib/session-context';

/** The internal users' area (isCoolUser). Enquiries arrive here in a later issue. */
export const StaffPage = () => {
  const { user } = useSession();
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl" letterSpacing="tight">
            Staff area
          </Heading>
          {user && <Text color="fg.muted">Signed in as {user.username}.</Text>}
        </Stack>
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="xl" p="10" textAlign="center">
          <Stack align="center" gap="3">
            <Box color="brand.fg">
              <LuInbox size="40" aria-hidden="true" />
            </Box>
            <Text color="fg.muted">Enquiries from travellers will appear here.</Text>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
};
