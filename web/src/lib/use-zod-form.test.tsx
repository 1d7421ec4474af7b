import { ChakraProvider, Field, Input } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appSystem } from '../app/theme';
import { FieldErrorText } from '../components/field-error-text';
import { zodFieldErrors } from './forms';
import { useZodForm } from './use-zod-form';

const placeSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  city: z.string().trim().min(1, 'City is required.'),
});

const Place = ({ focusInvalid }: { focusInvalid: boolean }) => {
  const { fieldErrors, formError, setFormError, validate, clearFieldError } = useZodForm({ focusInvalid });
  const [saved, setSaved] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const place = validate(event.currentTarget, placeSchema, { onInvalid: () => setFormError('Please correct the highlighted fields.') });
    if (place) setSaved(`${place.name}, ${place.city}`);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Place">
      {(['name', 'city'] as const).map((key) => (
        <Field.Root key={key} invalid={Boolean(fieldErrors[key])}>
          <Field.Label>{key}</Field.Label>
          <Input name={key} onChange={() => clearFieldError(key)} />
          {fieldErrors[key] && <FieldErrorText>{fieldErrors[key]}</FieldErrorText>}
        </Field.Root>
      ))}
      {formError && <p>{formError}</p>}
      {saved && <p>Saved {saved}</p>}
      <button type="submit">Save</button>
    </form>
  );
};

const renderPlace = (focusInvalid: boolean) =>
  render(
    <ChakraProvider value={appSystem()}>
      <Place focusInvalid={focusInvalid} />
    </ChakraProvider>,
  );

describe('useZodForm', () => {
  it('shows each field’s message from the schema, focuses the first, and hands over the typed values once valid', async () => {
    const user = userEvent.setup({ delay: null });
    renderPlace(true);
    await user.type(screen.getByRole('textbox', { name: 'name' }), 'Knysna Lodge');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const city = screen.getByRole('textbox', { name: 'city' });
    expect(city).toHaveFocus();
    expect(city).toHaveAccessibleDescription('City is required.');
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();

    // Editing the field takes its message away, and the summary with the last of them.
    await user.type(city, 'Knysna');
    expect(city).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please correct the highlighted fields.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Saved Knysna Lodge, Knysna')).toBeInTheDocument();
  });

  it('leaves the focus where it was for forms that ask it to', async () => {
    const user = userEvent.setup({ delay: null });
    renderPlace(false);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveAccessibleDescription('Name is required.');
    expect(save).toHaveFocus();
  });

  it('names fields by their first path part or by the whole dotted path', () => {
    const schema = z.object({ price: z.object({ adult: z.number() }), photos: z.array(z.string().url('Not a link.')) });
    const parsed = schema.safeParse({ price: { adult: 'x' }, photos: ['ok', 'nope'] });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(Object.keys(zodFieldErrors(parsed.error))).toEqual(['price', 'photos']);
    expect(Object.keys(zodFieldErrors(parsed.error, 'path'))).toEqual(['price.adult', 'photos.0', 'photos.1']);
  });
});
