import { Box, Button, DataList, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
import { HistoryToggle } from '../../../components/admin/history/history-toggle';
import type { AuditEntity } from '../../../components/admin/history/graphql';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

interface DetailDialogProps {
  /** null keeps the dialog closed. */
  title: string | null;
  rows: readonly DetailRow[];
  onClose: () => void;
  /** The record whose audit trail (issue 5: who changed which price and when) can be shown under the fields. */
  history?: { entity: AuditEntity; id: string } | null;
}

/** The spec's detail popup (activities, rates, rate types): the record's fields and a Close button. */
export const DetailDialog = ({ title, rows, onClose, history }: DetailDialogProps) => (
  <Dialog.Root
    open={title !== null}
    placement="center"
    onOpenChange={(details) => {
      if (!details.open) onClose();
    }}
  >
    <DialogFrame
      title={title}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <DataList.Root orientation="horizontal" gap="3">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel minW="36">{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {history && (
        <Box mt="5">
          <HistoryToggle entity={history.entity} entityId={history.id} />
        </Box>
      )}
    </DialogFrame>
  </Dialog.Root>
);
