import { NativeSelect } from '@chakra-ui/react';

export interface Option {
  value: string;
  label: string;
}

interface OptionSelectProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  placeholder: string;
  disabled?: boolean;
}

/** A native select of id/name pairs (room types, hotels, rate types), with a blank first choice. */
export const OptionSelect = ({ value, onChange, options, placeholder, disabled }: OptionSelectProps) => (
  <NativeSelect.Root disabled={disabled}>
    <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect.Field>
    <NativeSelect.Indicator />
  </NativeSelect.Root>
);

export const toOptions = (items: readonly { id: string; name: string }[] | undefined): Option[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));
