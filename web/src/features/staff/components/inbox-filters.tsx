import { Box, Button, Field, Flex, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuSearch, LuUserCheck, LuX } from 'react-icons/lu';
import { INBOX_KINDS, INBOX_STATUSES, KIND_LABELS, SEARCH_DEBOUNCE_MS, STATUS_LABELS } from '../constants';
import type { InboxSearch } from '../inbox-search';

interface InboxFiltersProps {
  search: InboxSearch;
  /** Called with the changed parts; the page goes back to 1 for any filter change. */
  onChange: (change: Partial<Omit<InboxSearch, 'page'>>) => void;
  onClear: () => void;
}

const toggle = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

/** A group of on/off chips: compact enough to show every kind and status at once. */
const ChipGroup = <T extends string>({
  legend,
  options,
  selected,
  labelOf,
  onToggle,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  labelOf: (value: T) => string;
  onToggle: (value: T) => void;
}) => (
  <Box as="fieldset">
    <Text as="legend" fontSize="sm" fontWeight="600" mb="1.5">
      {legend}
    </Text>
    <Flex gap="1.5" wrap="wrap">
      {options.map((option) => {
        const on = selected.includes(option);
        return (
          <Button
            key={option}
            size="xs"
            borderRadius="full"
            variant={on ? 'solid' : 'outline'}
            aria-pressed={on}
            onClick={() => onToggle(option)}
          >
            {labelOf(option)}
          </Button>
        );
      })}
    </Flex>
  </Box>
);

export const InboxFilters = ({ search, onChange, onClear }: InboxFiltersProps) => {
  // The box shows every key at once; the URL (and the request) follow once typing pauses.
  const [text, setText] = useState(search.q);
  // When the search changes from outside (Clear filters, back button) the box shows it too.
  const [shownQ, setShownQ] = useState(search.q);
  if (search.q !== shownQ) {
    setShownQ(search.q);
    setText(search.q);
  }
  useEffect(() => {
    if (text.trim() === search.q) return undefined;
    const timer = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search.q, onChange]);

  const filtered =
    search.kinds.length > 0 || search.statuses.length > 0 || Boolean(search.from || search.to || search.q) || search.mine;

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="xl" bg="bg" p={{ base: '4', md: '5' }}>
      <Flex gap="4" wrap="wrap" align="flex-end">
        <Field.Root flex="1 1 18rem">
          <Field.Label>Search</Field.Label>
          <InputGroup startElement={<LuSearch aria-hidden="true" />}>
            <Input
              type="search"
              placeholder="Name, email or reference"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
          </InputGroup>
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>Received from</Field.Label>
          <Input type="date" value={search.from} max={search.to || undefined} onChange={(event) => onChange({ from: event.currentTarget.value })} />
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>Received to</Field.Label>
          <Input type="date" value={search.to} min={search.from || undefined} onChange={(event) => onChange({ to: event.currentTarget.value })} />
        </Field.Root>
        {/* A toggle like the chips below: its state comes from the URL alone. */}
        <Button variant={search.mine ? 'solid' : 'outline'} aria-pressed={search.mine} onClick={() => onChange({ mine: !search.mine })}>
          <LuUserCheck aria-hidden="true" /> Assigned to me
        </Button>
      </Flex>
      <Flex gap={{ base: '4', lg: '8' }} wrap="wrap" align="flex-end">
        <ChipGroup
          legend="Kind"
          options={INBOX_KINDS}
          selected={search.kinds}
          labelOf={(kind) => KIND_LABELS[kind].label}
          onToggle={(kind) => onChange({ kinds: toggle(search.kinds, kind) })}
        />
        <ChipGroup
          legend="Status"
          options={INBOX_STATUSES}
          selected={search.statuses}
          labelOf={(status) => STATUS_LABELS[status].label}
          onToggle={(status) => onChange({ statuses: toggle(search.statuses, status) })}
        />
        {filtered && (
          <HStack ms="auto">
            <Button size="sm" variant="ghost" onClick={onClear}>
              <LuX aria-hidden="true" /> Clear filters
            </Button>
          </HStack>
        )}
      </Flex>
    </Stack>
  );
};
