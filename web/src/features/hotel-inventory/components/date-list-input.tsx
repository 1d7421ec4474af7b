import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { ChipField } from '../../../components/chip-input';
import { formatLocalDate } from '../../../lib/dates';

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
    <ChipField
      label={label}
      draft={<Input type="date" value={draft} min={min} onChange={(event) => setDraft(event.currentTarget.value)} />}
      addLabel="Add unavailable date"
      canAdd={Boolean(draft)}
      onAdd={add}
      chips={value.map((date) => ({ value: date, text: formatLocalDate(date), removeLabel: `Remove ${formatLocalDate(date)}` }))}
      palette="orange"
      onRemove={(date) => onChange(value.filter((item) => item !== date))}
      error={error}
      draftMaxW="md"
    />
  );
};
