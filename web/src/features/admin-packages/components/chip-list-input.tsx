import { Button, Field, HStack, Input, Tag, Wrap } from '@chakra-ui/react';
import { FieldErrorText } from '../../../components/field-error-text';
import { memo, useState, type KeyboardEvent } from 'react';
import { LuPlus } from 'react-icons/lu';

interface ChipListInputProps {
  /** Singular, as in "Inclusion": labels the input, the Add button and each chip's remove button. */
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  placeholder?: string;
}

/**
 * A list of short texts: type one, Add (or Enter) puts it in as a removable chip. Blank values are
 * never added (admin spec section 5), nor the same text twice.
 */
export const ChipListInput = memo(function ChipListInput({ label, value, onChange, error, placeholder }: ChipListInputProps) {
  const [draft, setDraft] = useState('');
  const lower = label.toLowerCase();

  const add = () => {
    const item = draft.trim();
    if (item === '') return;
    if (!value.some((existing) => existing.toLowerCase() === item.toLowerCase())) onChange([...value, item]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the chip rather than submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full">
        <Input
          value={draft}
          placeholder={placeholder}
          maxLength={200}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={add} aria-label={`Add ${lower}`} disabled={draft.trim() === ''}>
          <LuPlus aria-hidden="true" /> Add
        </Button>
      </HStack>
      {value.length > 0 && (
        <Wrap as="ul" listStyleType="none" gap="2" aria-label={`${label} list`}>
          {value.map((item) => (
            <li key={item}>
              <Tag.Root size="lg" variant="subtle" colorPalette="brand">
                <Tag.Label>{item}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={`Remove ${lower} ${item}`}
                    onClick={() => onChange(value.filter((existing) => existing !== item))}
                  />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Wrap>
      )}
      {error && <FieldErrorText>{error}</FieldErrorText>}
    </Field.Root>
  );
});
