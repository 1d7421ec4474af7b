import { Button, DataList, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

interface DetailDialogProps {
  /** null keeps the dialog closed. */
  title: string | null;
  rows: readonly DetailRow[];
  onClose: () => void;
  /** Shown under the fields, e.g. the record's history. */
  extra?: ReactNode;
}

/** The spec's detail popup (activities, rates, rate types): the record's fields and a Close button. */
export const DetailDialog = ({ title, rows, onClose, extra }: DetailDialogProps) => (
  <Dialog.Root
    open={title !== null}
    placement="center"
    onOpenChange={(details) => {
      if (!details.open) onClose();
    }}
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content mx="4">
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <DataList.Root orientation="horizontal" gap="3">
              {rows.map((row) => (
                <DataList.Item key={row.label}>
                  <DataList.ItemLabel minW="36">{row.label}</DataList.ItemLabel>
                  <DataList.ItemValue>{row.value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {extra}
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
