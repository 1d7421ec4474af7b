import { Box, Button, Container, Field, Heading, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { FieldErrorText } from '../../../components/field-error-text';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { PhotoPicker, usePhotoPicker, type PhotoPickerOptions } from '../../../components/photo-picker';
import { TextField } from '../../../components/text-field';
import { toaster } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import { getErrorMessage, getFieldErrors } from '../../../lib/errors';
import { readForm } from '../../../lib/forms';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSessionStore } from '../../../lib/session-context';
import { setCurrentHotelId } from '../../../lib/current-hotel';
import { FormSection } from '../../../components/form-section';
import {
  ADD_HOTEL_FAILED,
  ADD_HOTEL_SUCCESS,
  establishmentFieldErrors,
  parseEstablishmentForm,
  type EstablishmentHotel,
} from '../add-hotel-schema';
import { RegisterEstablishmentMutation, SaveEstablishmentPhotosMutation } from '../graphql';
import { PageMeta } from '../../../components/page-meta';
import { useUnsavedFormGuard } from '../../../components/unsaved-changes';

const HOTEL_TYPES = ['Hotel', 'Resort', 'Lodge', 'Guest House', 'Bed and Breakfast', 'Boutique Hotel', 'Apartment'] as const;
export const PHOTOS_NOT_SAVED = 'Your hotel was created, but its photos could not be saved. You can add them on the hotel page.';

interface AddHotelPageProps {
  /** Tests swap the upload; the page otherwise posts to /api/uploads with the new manager's token. */
  upload?: PhotoPickerOptions['upload'];
}

/**
 * /addhotel, "Register Hotel": a hotel manager account and its hotel, created together by the API
 * (nothing half-created). The answer is a session like login's: the manager is signed in, the new
 * hotel becomes the current hotel, and the photos chosen here are uploaded with the new token (the
 * upload endpoint is for hotel managers only) and saved on the hotel.
 */
export const AddHotelPage = ({ upload }: AddHotelPageProps = {}) => {
  const navigate = useNavigate();
  const store = useSessionStore();
  const picker = usePhotoPicker(upload ? { upload } : {});
  const [register] = useMutation(RegisterEstablishmentMutation);
  const [savePhotos] = useMutation(SaveEstablishmentPhotosMutation);
  const [busy, setBusy] = useState(false);
  const { fieldErrors, setFieldErrors } = useZodForm();
  const [error, setError] = useState<string | null>(null);
  const typesId = useId();
  // Photos chosen count as a change too; while registering, the guard stands aside for the redirect.
  const { attachForm, dialog: unsavedDialog, markSaved } = useUnsavedFormGuard({ alsoDirty: picker.items.length > 0, paused: busy });

  const attachPhotos = async (hotelId: string, hotel: EstablishmentHotel): Promise<void> => {
    if (!picker.items.some((item) => item.kind === 'pending')) return;
    try {
      const photos = await picker.uploadPending();
      await savePhotos({ variables: { id: hotelId, input: { ...hotel, photos } } });
    } catch {
      // The hotel and the account exist: say the photos are missing rather than fail the registration.
      toaster.create({ type: 'warning', title: PHOTOS_NOT_SAVED, duration: 8000 });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseEstablishmentForm(readForm(event.currentTarget));
    if (!parsed.success) {
      setFieldErrors(parsed.fields);
      setError('Please correct the highlighted fields.');
      return;
    }
    setFieldErrors({});
    setError(null);
    setBusy(true);
    try {
      const { data } = await register({ variables: { input: { ...parsed.account, hotel: { ...parsed.hotel, photos: [] } } } });
      if (!data) throw new Error('The server sent no session');
      const { token, isAdmin, isCoolUser, details } = data.registerEstablishment;
      // Exactly what the login page stores.
      store.dispatch({ type: 'loginSuccess', user: details, token, isAdmin, isCoolUser });
      const hotelId = details.hotels[details.hotels.length - 1];
      if (!hotelId) throw new Error('The new hotel is missing from the session');
      setCurrentHotelId(hotelId);
      await attachPhotos(hotelId, parsed.hotel);
      toaster.create({ type: 'success', title: ADD_HOTEL_SUCCESS, duration: 1000 });
      markSaved();
      await navigate(paths.viewHotel.to(hotelId));
    } catch (caught) {
      const fields = establishmentFieldErrors(getFieldErrors(caught));
      setFieldErrors(fields);
      setError(getErrorMessage(caught, ADD_HOTEL_FAILED));
      toaster.create({ type: 'error', title: ADD_HOTEL_FAILED });
    } finally {
      setBusy(false);
    }
  };

  const f = fieldErrors;
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title="Register Hotel"
        description="Register your hotel, lodge or guest house with Ubuntu Horizons Travel: create a manager account and list your establishment in one step."
        path={paths.addHotel.to()}
      />
      <Stack gap="6">
        <Stack gap="2">
          <Text textTransform="uppercase" letterSpacing="0.2em" fontSize="xs" fontWeight="700" color="sunset.fg">
            Register Establishment
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            Register Hotel
          </Heading>
          <Text color="fg.muted">
            Create your hotel manager account and your hotel in one step. You can add room types, rooms and rates as soon as you are
            signed in.
          </Text>
        </Stack>
        <form ref={attachForm} onSubmit={onSubmit} noValidate aria-label="Register Hotel">
          <Stack gap="6">
            {error && <ErrorState>{error}</ErrorState>}
            <FormSection title="Your manager account" description="You sign in with these to manage your hotel.">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
                <TextField name="username" label="Username" autoComplete="username" required error={f.username} />
                <TextField name="password" label="Password" type="password" autoComplete="new-password" required error={f.password} />
                <TextField name="email" label="Email" type="email" autoComplete="email" required error={f.email} />
                <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" required error={f.phone} />
                <TextField name="country" label="Country" autoComplete="country-name" required error={f.country} />
                <TextField name="city" label="City" autoComplete="address-level2" required error={f.city} />
              </SimpleGrid>
            </FormSection>
            <FormSection title="Your hotel" description="Guests see these details on the hotel's page.">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
                <TextField name="hotel.name" label="Hotel name" required error={f['hotel.name']} />
                <TextField name="hotel.type" label="Type" list={typesId} placeholder="Hotel, Lodge, Guest House..." required error={f['hotel.type']} />
                <datalist id={typesId}>
                  {HOTEL_TYPES.map((type) => (
                    <option key={type} value={type} />
                  ))}
                </datalist>
              </SimpleGrid>
              <TextField name="hotel.address" label="Address" autoComplete="street-address" required error={f['hotel.address']} />
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="5">
                <TextField name="hotel.country" label="Hotel country" defaultValue="South Africa" required error={f['hotel.country']} />
                <TextField name="hotel.city" label="Hotel city" required error={f['hotel.city']} />
                <TextField name="hotel.postalCode" label="Postal code" required error={f['hotel.postalCode']} />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
                <TextField name="hotel.email" label="Hotel email" type="email" required error={f['hotel.email']} />
                <TextField name="hotel.phone" label="Hotel phone" type="tel" required error={f['hotel.phone']} />
                <TextField name="hotel.rating" label="Rating (0 to 5)" type="number" min={0} max={5} step={0.5} inputMode="decimal" required error={f['hotel.rating']} />
                <TextField
                  name="hotel.distanceFromCentreM"
                  label="Distance from the centre (metres)"
                  type="number"
                  min={0}
                  inputMode="numeric"
                  error={f['hotel.distanceFromCentreM']}
                />
              </SimpleGrid>
              <Field.Root required invalid={Boolean(f['hotel.description'])}>
                <Field.Label>
                  Description
                  <Field.RequiredIndicator />
                </Field.Label>
                <Textarea name="hotel.description" rows={5} maxLength={5000} />
                {f['hotel.description'] && <FieldErrorText>{f['hotel.description']}</FieldErrorText>}
              </Field.Root>
              <Box>
                <PhotoPicker picker={picker} label="Photos (up to 8)" error={f['hotel.photos']} disabled={busy} />
                <Text fontSize="sm" color="fg.muted" mt="2">
                  Photos upload once your account exists; you can also add them later.
                </Text>
              </Box>
            </FormSection>
            <Box>
              <Button type="submit" size="lg" colorPalette="sunset" loading={busy} loadingText="Registering..." w={{ base: 'full', sm: 'auto' }}>
                Register Hotel
              </Button>
            </Box>
          </Stack>
          {unsavedDialog}
        </form>
      </Stack>
    </Container>
  );
};
