import { Button, Field, HStack, Input, Tag, Wrap, type ButtonProps } from '@chakra-ui/react';
import { memo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';
import { FieldErrorText } from './field-error-text';

export interface Chip {
  /** The value the list holds. */
  value: string;
  /** What the chip shows. */
  text: string;
  /** Its remove button's accessible name ("Remove inclusion Breakfast"). */
  removeLabel: string;
}

interface ChipFieldProps {
  label: string;
  /** The control a new item is typed or picked in. */
  draft: ReactNode;
  /** The Add button's accessible name ("Add inclusion"). */
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  chips: readonly Chip[];
  palette: ButtonProps['colorPalette'];
  onRemove: (value: string) => void;
  error?: string | undefined;
  /** The draft row's widest (a date input needs less than a text). */
  draftMaxW?: string;
}

/**
 * A list built one item at a time: the draft control and an Add button, then the items as removable
 * chips (a list named "<label> list"), then the field's message. The text and date list inputs share it.
 */
export const ChipField = ({ label, draft, addLabel, canAdd, onAdd, chips, palette, onRemove, error, draftMaxW }: ChipFieldProps) => (
  <Field.Root invalid={Boolean(error)}>
    <Field.Label>{label}</Field.Label>
    <HStack gap="2" w="full" maxW={draftMaxW}>
      {draft}
      <Button type="button" variant="outline" onClick={onAdd} aria-label={addLabel} disabled={!canAdd}>
        <LuPlus aria-hidden="true" /> Add
      </Button>
    </HStack>
    {chips.length > 0 && (
      <Wrap as="ul" listStyleType="none" gap="2" aria-label={`${label} list`}>
        {chips.map((chip) => (
          <li key={chip.value}>
            <Tag.Root size="lg" variant="subtle" colorPalette={palette}>
              <Tag.Label>{chip.text}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={chip.removeLabel} onClick={() => onRemove(chip.value)} />
              </Tag.EndElement>
            </Tag.Root>
          </li>
        ))}
      </Wrap>
    )}
    {error && <FieldErrorText>{error}</FieldErrorText>}
  </Field.Root>
);

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
    <ChipField
      label={label}
      draft={
        <Input
          value={draft}
          placeholder={placeholder}
          maxLength={200}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
      }
      addLabel={`Add ${lower}`}
      canAdd={draft.trim() !== ''}
      onAdd={add}
      chips={value.map((item) => ({ value: item, text: item, removeLabel: `Remove ${lower} ${item}` }))}
      palette="brand"
      onRemove={(item) => onChange(value.filter((existing) => existing !== item))}
      error={error}
    />
  );
});
