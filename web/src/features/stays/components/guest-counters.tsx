import { Box, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { stayLimits, staySearchMessages, type StayOptions } from '../stay-search';

interface CounterProps {
  label: string;
  /** Read by screen readers after the value changes, e.g. "2 adults". */
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  hint?: string | undefined;
  error?: string | undefined;
}

/**
 * A number with − and + buttons (spec §5: the minus button is disabled at the lowest value). The
 * value is an output announced politely, so each press is heard. A button that reaches the limit is
 * disabled under the keyboard's focus, which would drop the focus to the page: it passes to the
 * other button instead, so Enter or Space pressed again keeps working on this counter.
 */
const Counter = ({ label, value, min, max, onChange, hint, error }: CounterProps) => {
  const id = useId();
  const labelId = `${id}-label`;
  const fewer = useRef<HTMLButtonElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  // Which button takes the focus once the new value is drawn (the other one may only be enabled then).
  const focusNext = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    focusNext.current?.focus();
    focusNext.current = null;
  }, [value]);
  const step = (next: number, button: HTMLButtonElement, limit: number, other: 'fewer' | 'more') => {
    if (next === limit && button === document.activeElement) focusNext.current = (other === 'fewer' ? fewer : more).current;
    onChange(next);
  };
  return (
    <Box role="group" aria-labelledby={labelId} borderWidth="1px" borderRadius="lg" px="3" py="2" borderColor={error ? 'border.error' : undefined}>
      <HStack justify="space-between" gap="2">
        <Text id={labelId} fontWeight="600" fontSize="sm">
          {label}
        </Text>
        <HStack gap="1">
          <IconButton
            type="button"
            size="xs"
            variant="outline"
            rounded="full"
            ref={fewer}
            aria-label={`Fewer ${label.toLowerCase()}`}
            disabled={value <= min}
            onClick={(event) => step(value - 1, event.currentTarget, min, 'more')}
          >
            <LuMinus />
          </IconButton>
          <Text as="output" aria-live="polite" aria-labelledby={labelId} minW="6" textAlign="center" fontWeight="700">
            {value}
          </Text>
          <IconButton
            type="button"
            size="xs"
            variant="outline"
            rounded="full"
            ref={more}
            aria-label={`More ${label.toLowerCase()}`}
            disabled={value >= max}
            onClick={(event) => step(value + 1, event.currentTarget, max, 'fewer')}
          >
            <LuPlus />
          </IconButton>
        </HStack>
      </HStack>
      {(error ?? hint) && (
        <Text fontSize="xs" mt="1" color={error ? 'fg.error' : 'fg.muted'} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </Text>
      )}
    </Box>
  );
};

interface GuestCountersProps {
  options: StayOptions;
  onChange: (options: StayOptions) => void;
  errors?: { adults?: string | undefined; children?: string | undefined; rooms?: string | undefined };
  /** In a side panel (wide screens only): one counter per line. */
  narrow?: boolean;
}

/**
 * Adults (1–30), children (0–20) and rooms (1–10, at most one per adult: each room needs an adult).
 * Fewer adults than rooms takes the rooms down with them rather than leaving a search the API refuses.
 */
export const GuestCounters = ({ options, onChange, errors = {}, narrow = false }: GuestCountersProps) => {
  const roomMax = Math.min(stayLimits.room.max, options.adult);
  return (
    <SimpleGrid columns={narrow ? { base: 1, sm: 3, lg: 1 } : { base: 1, sm: 3 }} gap="2">
      <Counter
        label="Adults"
        value={options.adult}
        min={stayLimits.adult.min}
        max={stayLimits.adult.max}
        error={errors.adults}
        onChange={(adult) => onChange({ ...options, adult, room: Math.min(options.room, adult) })}
      />
      <Counter
        label="Children"
        value={options.children}
        min={stayLimits.children.min}
        max={stayLimits.children.max}
        error={errors.children}
        onChange={(children) => onChange({ ...options, children })}
      />
      <Counter
        label="Rooms"
        value={options.room}
        min={stayLimits.room.min}
        max={roomMax}
        error={errors.rooms}
        hint={options.room >= options.adult && options.room < stayLimits.room.max ? staySearchMessages.roomsPerAdult : undefined}
        onChange={(room) => onChange({ ...options, room })}
      />
    </SimpleGrid>
  );
};
