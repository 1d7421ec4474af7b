import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { deferredControl } from '../../../lib/deferred-control';
import { BookYourTripButton } from './book-your-trip-button';

/**
 * The spec's "Book Your Trip" popup (Name, email, Address, Book Now, a close icon), see
 * book-your-trip-dialog.tsx. Its form (zod) and dialog load when a visitor points at, focuses or
 * presses the button: most visitors of the home page never open it.
 */
const BookYourTripDialog = deferredControl(
  () => import('./book-your-trip-dialog').then((m) => m.BookYourTripDialog),
  ({ trigger }) => <BookYourTripButton aria-haspopup="dialog" {...trigger} />,
  { load: 'on-intent' },
);

/** A band at the foot of the home page whose button opens the popup. */
export const BookYourTrip = () => (
  <Box as="section" aria-labelledby="book-your-trip-heading" py={{ base: '12', md: '16' }}>
    <Container maxW="3xl" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h2" id="book-your-trip-heading" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
          Ready to travel?
        </Heading>
        <Text color="fg.muted">Leave your name, e-mail and address, and a travel consultant contacts you to book your trip.</Text>
        <BookYourTripDialog />
      </Stack>
    </Container>
  </Box>
);
