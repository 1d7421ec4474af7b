import { Box, Card, Container, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ContactLinks } from '../../../components/contact-links';
import { LuMapPin } from 'react-icons/lu';
import { SocialLinks } from '../../../components/social-links';
import { TextField } from '../../../components/text-field';
import { site } from '../../../config/site';
import { EmbedFallback } from '../components/embed-fallback';
import { EmbedFrame } from '../components/embed-frame';
import { EnquirySubmit, MessageField } from '../components/enquiry-form-parts';
import { PageHero } from '../components/page-hero';
import { contactMessageSchema, type ContactMessageValues } from '../enquiry-schemas';
import { MESSAGE_SENT_TEXT, messageFailedText, toastFailure, toastSuccess } from '../enquiry-toasts';
import { useSendContactMessage } from '../mutations';
import { EnquiryReceipt } from '../../../components/enquiry-receipt';
import { useEnquirySubmit } from '../use-enquiry-submit';
import { useAgency, useSiteConfig } from '../../../lib/site-config';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { useUnsavedFormGuard } from '../../../components/unsaved-changes';

// The address, phone and e-mail are the server's configuration (AGENCY_*), the same the documents print.
const AgencyAddress = () => <>{useAgency()?.address}</>;

const ContactDetails = () => (
  <Stack gap="5">
    <Heading as="h2" size="lg">
      Visit, call or write
    </Heading>
    <Stack gap="3" as="address" fontStyle="normal">
      <HStack align="flex-start" gap="3">
        <Box color="brand.fg" mt="1">
          <LuMapPin aria-hidden="true" />
        </Box>
        <Text>
          <AgencyAddress />
        </Text>
      </HStack>
      <ContactLinks gap="3" />
    </Stack>
    <SocialLinks size="sm" variant="subtle" color="brand.fg" />
  </Stack>
);

/** /Contact: the agency's address, phone, e-mail and socials, the message form and the map. */
export const ContactPage = () => {
  const sendMessage = useSendContactMessage();
  const { attachForm, dialog: unsavedDialog } = useUnsavedFormGuard();
  const { contactMapUrl, loading } = useSiteConfig();
  const agency = useAgency();
  const { onSubmit, fieldErrors, busy, reference } = useEnquirySubmit<ContactMessageValues>({
    schema: () => contactMessageSchema,
    send: sendMessage,
    onSuccess: () => toastSuccess(MESSAGE_SENT_TEXT),
    onFailure: (error) => toastFailure(messageFailedText(error), error),
  });

  return (
    <>
      <PageMeta
        title="Contact us"
        description="Questions about a trip, a booking or a quote: send Ubuntu Horizons Travel a message, call or e-mail, and a travel consultant replies within one working day."
        path={paths.contact.to()}
      />
      <PageHero eyebrow="Contact" title="We would love to hear from you" photo="/photos/lake-boats-sunset.jpg">
        Questions about a trip, a booking or a quote: send us a message and a travel consultant replies within one working day.
      </PageHero>
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Stack gap={{ base: '10', md: '12' }}>
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1.3fr' }} gap={{ base: '10', lg: '12' }} alignItems="start">
            <ContactDetails />
            <Card.Root borderRadius="xl" boxShadow="md">
              <Card.Body>
                <Heading as="h2" size="lg" mb="5">
                  Send us a message
                </Heading>
                <EnquiryReceipt reference={reference} title="Message sent" />
                <form ref={attachForm} onSubmit={onSubmit} noValidate aria-label="Contact message">
                  <Stack gap="4">
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                      <TextField name="firstName" label="First Name" autoComplete="given-name" required maxLength={60} error={fieldErrors.firstName} />
                      <TextField name="lastName" label="Last Name" autoComplete="family-name" required maxLength={60} error={fieldErrors.lastName} />
                    </SimpleGrid>
                    <TextField name="email" label="Email" type="email" autoComplete="email" required error={fieldErrors.email} />
                    <MessageField label="Message" required rows={5} maxLength={5000} error={fieldErrors.message} />
                    <EnquirySubmit busy={busy}>Send Message</EnquirySubmit>
                  </Stack>
                  {unsavedDialog}
                </form>
              </Card.Body>
            </Card.Root>
          </Grid>
          <Stack gap="4" as="section" aria-label="Map">
            <Heading as="h2" size="lg">
              Find us
            </Heading>
            {!loading && (
              <EmbedFrame
                src={contactMapUrl}
                title={`Map: ${agency?.name ?? site.name}${agency ? `, ${agency.address}` : ''}`}
                height="420px"
                fallback={
                  <EmbedFallback title="The map is not available right now" contactLink={false} minH="48">
                    {agency ? `You will find us at ${agency.address}.` : 'Ask us for directions with the form above.'}
                  </EmbedFallback>
                }
              />
            )}
          </Stack>
        </Stack>
      </Container>
    </>
  );
};
