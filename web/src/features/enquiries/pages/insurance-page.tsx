import { Box, Card, Container, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBriefcaseMedical, LuLuggage, LuPlaneTakeoff, LuShieldCheck, LuHeadset, LuWallet } from 'react-icons/lu';
import { TextField } from '../../../components/text-field';
import { todayInSouthAfrica } from '../../../lib/dates';
import { EnquirySubmit } from '../components/enquiry-form-parts';
import { PageHero } from '../components/page-hero';
import { insuranceQuoteSchema, type InsuranceQuoteValues } from '../enquiry-schemas';
import { MESSAGE_SENT_TEXT, messageFailedText, toastFailure, toastSuccess } from '../enquiry-toasts';
import { useRequestInsuranceQuote } from '../mutations';
import { EnquiryReceipt } from '../../../components/enquiry-receipt';
import { useEnquirySubmit } from '../use-enquiry-submit';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { useUnsavedFormGuard } from '../../../components/unsaved-changes';

const benefits: ReadonlyArray<{ title: string; text: string; icon: IconType }> = [
  { title: 'Medical emergencies', text: 'Hospital stays, doctors and emergency evacuation while you are away.', icon: LuBriefcaseMedical },
  { title: 'Cancellation and delays', text: 'Your prepaid costs back when illness or the unexpected cancels or cuts short a trip.', icon: LuPlaneTakeoff },
  { title: 'Lost luggage', text: 'Cover for baggage lost, stolen or delayed on the way.', icon: LuLuggage },
  { title: '24-hour assistance', text: 'One number to call, day or night, wherever you are.', icon: LuHeadset },
  { title: 'Cover that fits', text: 'Single trips, annual cover and family policies, priced for your journey.', icon: LuWallet },
  { title: 'Visa-ready documents', text: 'Policy letters that meet Schengen and other visa requirements.', icon: LuShieldCheck },
];

/** /Insurance: the travel insurance hero, its benefits and the quote form (all six fields required). */
export const InsurancePage = () => {
  const requestQuote = useRequestInsuranceQuote();
  const today = todayInSouthAfrica();
  const { attachForm, dialog: unsavedDialog } = useUnsavedFormGuard();
  const { onSubmit, fieldErrors, busy, reference } = useEnquirySubmit<InsuranceQuoteValues>({
    schema: () => insuranceQuoteSchema({ today: todayInSouthAfrica() }),
    send: requestQuote,
    onSuccess: () => toastSuccess(MESSAGE_SENT_TEXT),
    onFailure: (error) => toastFailure(messageFailedText(error), error),
  });

  return (
    <>
      <PageMeta
        title="Travel insurance"
        description="Travel with peace of mind: cover for medical emergencies, cancellations and lost luggage. Ask for a travel insurance quote before you go."
        path={paths.insurance.to()}
        image="/photos/beach-aerial-waves.jpg"
      />
      <PageHero eyebrow="Travel insurance" title="Travel with peace of mind" photo="/photos/beach-aerial-waves.jpg">
        Cover for medical emergencies, cancellations and lost luggage, arranged by the same people who plan your trip.
      </PageHero>
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 440px' }} gap={{ base: '10', lg: '12' }} alignItems="start">
          <Stack gap="6">
            <Heading as="h2" size="xl">
              Why insure your trip with us
            </Heading>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5" aria-label="Benefits">
              {benefits.map(({ title, text, icon: Icon }) => (
                <HStack as="li" key={title} align="flex-start" gap="3">
                  <Box color="brand.fg" mt="1" flexShrink="0">
                    <Icon size={22} aria-hidden="true" />
                  </Box>
                  <Stack gap="1">
                    <Text fontWeight="700">{title}</Text>
                    <Text color="fg.muted" fontSize="sm">
                      {text}
                    </Text>
                  </Stack>
                </HStack>
              ))}
            </SimpleGrid>
          </Stack>
          <Card.Root borderRadius="xl" boxShadow="md">
            <Card.Body>
              <Heading as="h2" size="lg" mb="1">
                Get a quote
              </Heading>
              <Text color="fg.muted" fontSize="sm" mb="5">
                Tell us where and when you travel; we email you a quote.
              </Text>
              <EnquiryReceipt reference={reference} title="Quote request sent" />
              <form ref={attachForm} onSubmit={onSubmit} noValidate aria-label="Insurance quote">
                <Stack gap="4">
                  <TextField name="fullName" label="Full name" autoComplete="name" required maxLength={120} error={fieldErrors.fullName} />
                  <TextField name="email" label="Email" type="email" autoComplete="email" required error={fieldErrors.email} />
                  <TextField name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" required error={fieldErrors.phoneNumber} />
                  <TextField name="destination" label="Destination" required maxLength={120} error={fieldErrors.destination} />
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <TextField name="departureDate" label="Departure" type="date" min={today} required error={fieldErrors.departureDate} />
                    <TextField name="returnDate" label="Return" type="date" min={today} required error={fieldErrors.returnDate} />
                  </SimpleGrid>
                  <EnquirySubmit busy={busy}>Get my quote</EnquirySubmit>
                </Stack>
                {unsavedDialog}
              </form>
            </Card.Body>
          </Card.Root>
        </Grid>
      </Container>
    </>
  );
};
