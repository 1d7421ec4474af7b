import { Alert, Badge, Box, Button, Card, Container, Field, Grid, Heading, HStack, Image, Link, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { FieldErrorText } from '../../../components/field-error-text';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LuMapPin } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { TextField } from '../../../components/text-field';
import { FORM_TOAST_MS, toaster } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import type { PackageCardFieldsFragment } from '../../../gql/graphql';
import { getErrorMessage, getFieldErrors } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { idempotencyContext, useIdempotencyKeeper } from '../../../lib/idempotency';
import { scrollBehavior } from '../../../lib/motion';
import { useSession } from '../../../lib/session-context';
import type { BookingLocationState } from '../../../components/packages/package-card';
import { PackagePrice } from '../../../components/packages/package-price';
import { todayInSouthAfrica } from '../../../lib/dates';
import { bookableRange, bookingMessages, bookingSchema, MAX_GUESTS_WITHOUT_LIMIT } from '../booking-schema';
import { BookingPackageQuery, RequestBookingMutation } from '../graphql';
import { PageMeta } from '../../../components/page-meta';
import { useUnsavedFormGuard } from '../../../components/unsaved-changes';

/** Public spec sections 7 and 8: the booking form's toasts. */
export const BOOKING_SENT_TEXT = 'Email sent successfully!';
export const BOOKING_FAILED_TEXT = 'Failed to send email. Please try again.';

/** Public spec section 9: the booking page shows the first 3 photos. */
export const PHOTOS_SHOWN = 3;

const PackageSummary = ({ pkg }: { pkg: PackageCardFieldsFragment }) => {
  const photos = pkg.photos.slice(0, PHOTOS_SHOWN);
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text textTransform="uppercase" letterSpacing="0.2em" fontSize="xs" fontWeight="700" color="sunset.fg">
          Booking request
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {pkg.title}
        </Heading>
        <HStack gap="3" flexWrap="wrap">
          <Badge colorPalette="brand" variant="solid">
            {pkg.type}
          </Badge>
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <LuMapPin aria-hidden="true" />
            <Text>
              {pkg.city}, {pkg.country}
            </Text>
          </HStack>
        </HStack>
      </Stack>
      {photos.length > 0 && (
        <SimpleGrid columns={photos.length === 1 ? 1 : { base: 2, md: 3 }} gap="3">
          {photos.map((photo, i) => (
            <Image
              key={`${i}-${photo}`}
              src={photo}
              alt={`${pkg.title}, photo ${i + 1}`}
              borderRadius="lg"
              objectFit="cover"
              w="full"
              aspectRatio={4 / 3}
              gridColumn={photos.length === 3 && i === 0 ? { base: 'span 2', md: 'auto' } : undefined}
            />
          ))}
        </SimpleGrid>
      )}
      <Text color="fg.muted" whiteSpace="pre-line">
        {pkg.description}
      </Text>
      <PackagePrice price={pkg.price} caption="Price per adult" />
    </Stack>
  );
};

const BookingForm = ({ pkg }: { pkg: PackageCardFieldsFragment }) => {
  const { user } = useSession();
  const [requestBooking, { loading }] = useMutation(RequestBookingMutation);
  const { fieldErrors, setFieldErrors, validate, focusFirstInvalid } = useZodForm({ focusInvalid: true });
  const [error, setError] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  // A resend of the same details after a failure reuses the key: the server answers it with the
  // booking it may already have stored, instead of storing a second one.
  const idempotency = useIdempotencyKeeper();
  const { attachForm, dialog: unsavedDialog } = useUnsavedFormGuard();
  // South Africa's date, as the server judges it (and the same on a server rendering the page).
  const today = todayInSouthAfrica();
  const range = bookableRange({ today, fromDate: pkg.fromDate, toDate: pkg.toDate });
  const maxGuests = pkg.maxGuests ?? MAX_GUESTS_WITHOUT_LIMIT;

  // The confirmation sits above the form; the visitor clicked at its foot. Bring it into view and
  // give it focus, so screen reader users hear it too.
  useEffect(() => {
    if (!reference) return;
    confirmationRef.current?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
    confirmationRef.current?.focus({ preventScroll: true });
  }, [reference]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const rules = { maxGuests: pkg.maxGuests, today: todayInSouthAfrica(), fromDate: pkg.fromDate, toDate: pkg.toDate };
    const parsed = validate(form, bookingSchema(rules));
    if (parsed === null) return;
    setError(null);
    setReference(null);
    try {
      const input = { ...parsed, packageId: pkg.id };
      const { data } = await requestBooking({ variables: { input }, context: idempotencyContext(idempotency.keyFor(input)) });
      if (!data) throw new Error('The server sent no booking');
      idempotency.succeeded();
      setReference(data.requestBooking.reference);
      form.reset();
      toaster.create({ type: 'success', title: BOOKING_SENT_TEXT, duration: FORM_TOAST_MS });
    } catch (caught) {
      const fields = getFieldErrors(caught);
      setFieldErrors(fields);
      focusFirstInvalid(form);
      // Field messages sit next to their fields; anything else (package gone, server down) goes on top.
      if (Object.keys(fields).length === 0) setError(getErrorMessage(caught, BOOKING_FAILED_TEXT));
      toaster.create({ type: 'error', title: BOOKING_FAILED_TEXT, duration: FORM_TOAST_MS });
    }
  };

  return (
    <Card.Root borderRadius="xl" boxShadow="md">
      <Card.Body>
        <Heading as="h2" size="lg" mb="1">
          Your details
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="5">
          Send us your dates and we will confirm availability and the final price by email.
        </Text>
        {reference && (
          <Alert.Root status="success" borderRadius="lg" mb="5" role="status" ref={confirmationRef} tabIndex={-1} _focusVisible={{ outline: '2px solid', outlineColor: 'green.500' }}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Booking request sent</Alert.Title>
              <Alert.Description>
                <Text>
                  Your booking reference is{' '}
                  <Text as="strong" whiteSpace="nowrap">
                    {reference}
                  </Text>
                  .
                </Text>
                {user && (
                  <Link asChild color="brand.fg" fontWeight="600">
                    <RouterLink to={paths.myBookings.to()}>See your bookings</RouterLink>
                  </Link>
                )}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <form ref={attachForm} onSubmit={onSubmit} noValidate aria-label="Booking request">
          <Stack gap="4">
            {error && <ErrorState>{error}</ErrorState>}
            <TextField name="fullName" label="Full name" autoComplete="name" required error={fieldErrors.fullName} />
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              required
              defaultValue={user?.email ?? ''}
              error={fieldErrors.email}
            />
            <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required error={fieldErrors.phone} />
            <TextField
              name="guests"
              label="Guests"
              type="number"
              inputMode="numeric"
              min={1}
              max={maxGuests}
              required
              error={fieldErrors.guests}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField name="departureDate" label="Departure" type="date" min={range.min} max={range.max} required error={fieldErrors.departureDate} />
              <TextField name="returnDate" label="Return" type="date" min={range.min} max={range.max} required error={fieldErrors.returnDate} />
            </SimpleGrid>
            <Field.Root invalid={Boolean(fieldErrors.specialRequests)}>
              <Field.Label>Special requests</Field.Label>
              <Textarea name="specialRequests" rows={4} maxLength={2000} />
              {fieldErrors.specialRequests && <FieldErrorText>{fieldErrors.specialRequests}</FieldErrorText>}
            </Field.Root>
            <Button type="submit" size="lg" colorPalette="sunset" loading={loading} loadingText="Sending...">
              Submit Booking
            </Button>
          </Stack>
          {unsavedDialog}
        </form>
      </Card.Body>
    </Card.Root>
  );
};

/** In place of the form for a package whose travel dates have passed: the server would refuse it. */
const DatesPassed = () => (
  <Alert.Root status="warning" borderRadius="xl">
    <Alert.Indicator />
    <Alert.Content>
      <Alert.Title>{bookingMessages.datesPassed}</Alert.Title>
      <Alert.Description>
        <Link asChild color="brand.fg" fontWeight="600">
          <RouterLink to={paths.packages.to()}>See the packages you can book</RouterLink>
        </Link>
      </Alert.Description>
    </Alert.Content>
  </Alert.Root>
);

/**
 * /Booking/{id} and /booking/{id}. The package comes from the API, so a direct link or a refresh
 * works; the package a card passed in navigation state only lets the page show at once.
 */
export const BookingPage = () => {
  const { id = '' } = useParams();
  const location = useLocation();
  const passed = (location.state as Partial<BookingLocationState> | null)?.package;
  const headStart = passed?.id === id ? passed : undefined;
  const { data, loading, error } = useQuery(BookingPackageQuery, { variables: { id } });
  const pkg = data ? data.package : headStart;

  let content;
  if (pkg) {
    content = (
      <Grid templateColumns={{ base: '1fr', lg: '1fr 440px' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <PackageSummary pkg={pkg} />
        {pkg.bookable ? <BookingForm pkg={pkg} /> : <DatesPassed />}
      </Grid>
    );
  } else if (loading) content = <LoadingState text="Loading..." />;
  else if (error) content = <ErrorState>Error: {getErrorMessage(error, 'The package could not be loaded.')}</ErrorState>;
  else content = <ErrorState>Error: Package not found.</ErrorState>;

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title={pkg ? `Book ${pkg.title}` : 'Book a package'}
        description={
          pkg
            ? `Send a booking request for ${pkg.title} (${pkg.city}, ${pkg.country}): a travel consultant confirms the dates and the price in rand.`
            : 'Send a booking request for a holiday package: a travel consultant confirms the dates and the price.'
        }
        path={paths.booking.to(id)}
        image={pkg?.photos[0]}
      />
      <Box>{content}</Box>
    </Container>
  );
};
