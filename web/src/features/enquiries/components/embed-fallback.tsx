import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ContactLinks } from '../../../components/contact-links';
import { LuPlugZap } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

interface EmbedFallbackProps {
  /** What is missing, e.g. "The car search is not available right now". */
  title: string;
  /** What the visitor can do instead. */
  children?: React.ReactNode;
  /** Off on /Contact itself, where a link to the same page would go nowhere new. */
  contactLink?: boolean;
  minH?: string;
}

/**
 * Shown instead of a third-party widget that is not configured or did not load (no internet, the
 * partner is down, a blocker): a clear message and a way to reach the agency, never a blank box.
 */
export const EmbedFallback = ({ title, children, contactLink = true, minH = '64' }: EmbedFallbackProps) => (
  <Card.Root role="status" variant="outline" borderRadius="xl" borderStyle="dashed" bg="bg.subtle" minH={minH} justifyContent="center">
    <Card.Body>
      <Stack gap="4" align="center" textAlign="center" maxW="lg" mx="auto">
        <LuPlugZap size={32} aria-hidden="true" />
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Text color="fg.muted">{children ?? 'Our travel consultants can search for you: get in touch and we will send you the best options.'}</Text>
        {contactLink && (
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.contact.to()}>Contact us</RouterLink>
          </Button>
        )}
        <HStack gap="5" flexWrap="wrap" justify="center" fontSize="sm">
          <ContactLinks />
        </HStack>
      </Stack>
    </Card.Body>
  </Card.Root>
);
