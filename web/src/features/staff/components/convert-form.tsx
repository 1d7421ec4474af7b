import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/text-field';
import { toaster } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import { getErrorMessage, getFieldErrors } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { messages, STAFF_TOAST_MS } from '../constants';
import { convertSchema } from '../convert-schema';
import type { InboxItemDetailFieldsFragment } from '../graphql';
import { useConvertEnquiry } from '../mutations';
import { useUnsavedFormGuard } from '../../../components/unsaved-changes';

const defaultTitle = (item: InboxItemDetailFieldsFragment): string => {
  const destination = item.enquiry?.destination?.trim();
  if (!destination) return '';
  return item.kind === 'INSURANCE_QUOTE' ? `Travel insurance: ${destination}` : `Custom trip: ${destination}`;
};

/** The server names fields as the input does; a nested path ("input.guests") is read as its last part. */
const serverFieldErrors = (caught: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(getFieldErrors(caught)).map(([key, message]) => [key.split('.').pop() ?? key, message]));

/**
 * Turns a trip plan or insurance quote into a booking at the price quoted to the customer. The new
 * booking opens on success; the enquiry is confirmed and linked to it by the server.
 */
export const ConvertForm = ({ item }: { item: InboxItemDetailFieldsFragment }) => {
  const navigate = useNavigate();
  const { fieldErrors: errors, setFieldErrors: setErrors, validate } = useZodForm();
  const { convert, loading } = useConvertEnquiry(item.id);
  const enquiry = item.enquiry;
  const { attachForm, dialog: unsavedDialog, markSaved } = useUnsavedFormGuard();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate(event.currentTarget, convertSchema);
    if (parsed === null) return;
    const { title, ...rest } = parsed;
    try {
      const created = await convert({ ...rest, title: title || null });
      toaster.create({
        type: 'success',
        title: messages.converted,
        description: created?.reference,
        duration: STAFF_TOAST_MS,
      });
      markSaved();
      if (created) await navigate(paths.staffItem.to(created.id));
    } catch (caught) {
      setErrors(serverFieldErrors(caught));
      toaster.create({
        type: 'error',
        title: messages.convertFailed,
        description: getErrorMessage(caught, '') || undefined,
        duration: STAFF_TOAST_MS,
      });
    }
  };

  return (
    <form ref={attachForm} noValidate aria-label="Convert to booking" onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="3">
      <TextField name="title" label="Title" defaultValue={defaultTitle(item)} placeholder="Custom trip: Zanzibar" error={errors.title} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <TextField name="guests" label="Guests" type="number" min={1} step={1} required defaultValue={enquiry?.guests ?? 1} error={errors.guests} />
        <TextField name="total" label="Total (R)" type="number" min={0} step="0.01" required defaultValue={enquiry?.budget ?? ''} error={errors.total} />
        <TextField name="departureDate" label="Departure" type="date" required defaultValue={enquiry?.departureDate ?? ''} error={errors.departureDate} />
        <TextField name="returnDate" label="Return" type="date" required defaultValue={enquiry?.returnDate ?? ''} error={errors.returnDate} />
      </SimpleGrid>
      <Button type="submit" size="sm" alignSelf="flex-start" loading={loading} loadingText="Creating...">
          Create booking
        </Button>
      </Stack>
      {unsavedDialog}
    </form>
  );
};
