import { Button, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuHistory } from 'react-icons/lu';
import type { AuditEntity } from './graphql';
import { HistoryPanel } from './history-panel';

interface HistoryToggleProps {
  entity: AuditEntity;
  entityId: string;
  /** Names the record for screen readers when several toggles share a page (e.g. "UH-7K3M9Q"). */
  name?: string;
}

/**
 * "Show history" under a record: the trail is fetched only when someone asks for it, so the record's
 * own page costs no extra request.
 */
export const HistoryToggle = ({ entity, entityId, name }: HistoryToggleProps) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="3" align="stretch">
      <Button
        size="sm"
        variant="ghost"
        alignSelf="flex-start"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={name ? `${open ? 'Hide' : 'Show'} history of ${name}` : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <LuHistory aria-hidden="true" /> {open ? 'Hide history' : 'Show history'}
      </Button>
      <div id={panelId}>{open && <HistoryPanel entity={entity} entityId={entityId} showHeading={false} />}</div>
    </Stack>
  );
};
