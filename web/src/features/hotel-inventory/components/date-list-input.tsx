import { Button, Field, HStack, Input, Tag, Wrap } from '@chakra-ui/react';
import { FieldErrorText } from '../../../components/field-error-text';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { formatLocalDate } from '../../../lib/format';

interface DateListInputProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The first date that may be chosen (YYYY-MM-DD); past nights cannot be blocked. */
  min?: string;
  error?: string | undefined;
}

/** Dates picked one at a time, kept sorted and without duplicates, each removable. */
export const DateListInput = ({ label, value, onChange, min, error }: DateListInputProps) => {
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!draft || value.includes(draft)) return;
    onChange([...value, draft].sort());
    setDraft('');
  };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full" maxW="md">
        <Input type="date" value={draft} min={min} onChange={(event) => setDraft(event.currentTarget.value)} />
        <Button type="button" variant="outline" onClick={add} disabled={!draft} aria-label="Add unavailable date">
          <LuPlus aria-hidden="true" /> Add
        </Button>
      </HStack>
      {value.length > 0 && (
        <Wrap as="ul" listStyleType="none" gap="2" aria-label={`${label} list`}>
          {value.map((date) => (
            <li key={date}>
              <Tag.Root size="lg" variant="subtle" colorPalette="orange">
                <Tag.Label>{formatLocalDate(date)}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={`Remove ${formatLocalDate(date)}`} onClick={() => onChange(value.filter((item) => item !== date))} />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Wrap>
      )}
      {error && <FieldErrorText>{error}</FieldErrorText>}
    </Field.Root>
  );
};
