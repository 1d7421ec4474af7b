import { Card, Container, Field, Grid, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FieldErrorText } from '../../../components/field-error-text';
import { TextField } from '../../../components/text-field';
import { todayInSouthAfrica } from '../../../lib/dates';
import { EnquirySubmit, MessageField } from '../components/enquiry-form-parts';
import { PageHero } from '../components/page-hero';
import { EMAIL_FAILED_TEXT, EMAIL_SENT_TEXT, toastFailure, toastSuccess } from '../enquiry-toasts';
import { HOLIDAY_TYPES, MAX_BUDGET_RAND, MAX_GUESTS, tripPlanSchema, type TripPlanValues } from '../enquiry-schemas';
import { useSendTripPlan } from '../mutations';
import { EnquiryReceipt } from '../../../components/enquiry-receipt';
import { useEnquirySubmit } from '../use-enquiry-submit';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { useUnsavedFormGuard } from '../../../components/unsaved-changes';

const holidayTypeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** /TripPlan: a custom trip request, stored as an enquiry for the staff inbox. */
export const TripPlanPage = () => {
  const sendTripPlan = useSendTripPlan();
  const today = todayInSouthAfrica();
  const { attachForm, dialog: unsavedDialog } = useUnsavedFormGuard();
  const { onSubmit, fieldErrors, busy, reference } = useEnquirySubmit<TripPlanValues>({
    schema: () => tripPlanSchema({ today: todayInSouthAfrica() }),
    send: sendTripPlan,
    onSuccess: () => toastSuccess(EMAIL_SENT_TEXT),
    onFailure: (error) => toastFailure(EMAIL_FAILED_TEXT, error),
  });

  return (
    <>
      <PageMeta
        title="Plan your trip"
        description="Tell us about the trip you dream of: where, when, with whom and how you like to travel, and a travel consultant comes back with a plan and a price."
        path={paths.tripPlan.to()}
        image="/photos/mountain-summit-sunrise.jpg"
      />
      <PageHero eyebrow="Plan your trip" title="Tell us about the trip you dream of" photo="/photos/mountain-summit-sunrise.jpg">
        Where, when, with whom and how you like to travel: a travel consultant puts the trip together and comes back to you with a plan and a price.
      </PageHero>
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        <Card.Root borderRadius="xl" boxShadow="md">
          <Card.Body>
            <EnquiryReceipt reference={reference} title="Trip plan sent" />
            <form ref={attachForm} onSubmit={onSubmit} noValidate aria-label="Plan your trip">
              <Stack gap="5">
                <Text color="fg.muted" fontSize="sm" id="trip-plan-reply-hint">
                  Every field is optional, but please give an email address or a phone number so we can reply.
                </Text>
                <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
                  <TextField name="destination" label="Destination" placeholder="e.g. Zanzibar" maxLength={120} error={fieldErrors.destination} />
                  <TextField
                    name="guests"
                    label="Guests"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_GUESTS}
                    error={fieldErrors.guests}
                  />
                </Grid>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <TextField name="departureDate" label="Departure" type="date" min={today} error={fieldErrors.departureDate} />
                  <TextField name="returnDate" label="Return" type="date" min={today} error={fieldErrors.returnDate} />
                </SimpleGrid>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <Field.Root invalid={Boolean(fieldErrors.holidayType)}>
                    <Field.Label>Holiday type</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="holidayType" defaultValue="">
                        <option value="">Any type</option>
                        {HOLIDAY_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {holidayTypeLabel(type)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {fieldErrors.holidayType && <FieldErrorText>{fieldErrors.holidayType}</FieldErrorText>}
                  </Field.Root>
                  <TextField
                    name="budget"
                    label="Budget (R, optional)"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={MAX_BUDGET_RAND}
                    step="any"
                    error={fieldErrors.budget}
                  />
                </SimpleGrid>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <TextField name="firstName" label="First name" autoComplete="given-name" maxLength={60} error={fieldErrors.firstName} />
                  <TextField name="lastName" label="Last name" autoComplete="family-name" maxLength={60} error={fieldErrors.lastName} />
                </SimpleGrid>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <TextField
                    name="email"
                    label="Email"
                    type="email"
                    autoComplete="email"
                    aria-describedby="trip-plan-reply-hint"
                    error={fieldErrors.email}
                  />
                  <TextField
                    name="phone"
                    label="Phone"
                    type="tel"
                    autoComplete="tel"
                    aria-describedby="trip-plan-reply-hint"
                    error={fieldErrors.phone}
                  />
                </SimpleGrid>
                <MessageField label="Message (optional)" rows={4} maxLength={2000} error={fieldErrors.message} />
                <EnquirySubmit busy={busy}>Submit Plan</EnquirySubmit>
              </Stack>
              {unsavedDialog}
            </form>
          </Card.Body>
        </Card.Root>
      </Container>
    </>
  );
};
