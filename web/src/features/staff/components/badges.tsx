import { Badge } from '@chakra-ui/react';
import { KIND_LABELS, STATUS_LABELS } from '../constants';
import type { InboxItemKind, InboxStatus } from '../graphql';

export const KindBadge = ({ kind }: { kind: InboxItemKind }) => (
  <Badge colorPalette={KIND_LABELS[kind].palette} variant="outline" whiteSpace="nowrap">
    {KIND_LABELS[kind].label}
  </Badge>
);

export const StatusBadge = ({ status }: { status: InboxStatus }) => (
  <Badge colorPalette={STATUS_LABELS[status].palette} variant="subtle" whiteSpace="nowrap">
    {STATUS_LABELS[status].label}
  </Badge>
);
