import { ChakraProvider, Field, Input } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../app/theme';
import { FieldErrorText } from '../components/field-error-text';
import { useFocusFirstInvalid } from './forms';

const Form = () => {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const focusFirstInvalid = useFocusFirstInvalid();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({ city: 'City is required.', country: 'Country is required.' });
    focusFirstInvalid(event.currentTarget);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Place">
      {(['name', 'city', 'country'] as const).map((key) => (
        <Field.Root key={key} invalid={Boolean(errors[key])}>
          <Field.Label>{key}</Field.Label>
          <Input name={key} />
          {errors[key] && <FieldErrorText>{errors[key]}</FieldErrorText>}
        </Field.Root>
      ))}
      <button type="submit">Save</button>
    </form>
  );
};

describe('useFocusFirstInvalid and FieldErrorText', () => {
  it('moves the focus to the first invalid field, whose description is its error', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <ChakraProvider value={appSystem()}>
        <Form />
      </ChakraProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const city = screen.getByRole('textbox', { name: 'city' });
    expect(city).toHaveFocus();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('City is required.');
    expect(screen.getByRole('textbox', { name: 'country' })).toHaveAccessibleDescription('Country is required.');
    expect(screen.getByRole('textbox', { name: 'name' })).not.toHaveAttribute('aria-describedby');
  });
});
