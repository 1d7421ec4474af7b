import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';

// Hand-typed while codegen cannot run (documents of other features wait for their server parts);
// they become codegen documents (graphql(...)) as soon as it can.
export type AuditEntity = 'BOOKING' | 'ENQUIRY' | 'RATE' | 'RATE_TYPE' | 'ROOM' | 'HOTEL' | 'PACKAGE';

export interface AuditEventFieldsFragment {
  __typename?: 'AuditEvent';
  id: string;
  entity: AuditEntity;
  entityId: string;
  action: string;
  actorName: string;
  createdAt: string;
  changes: Array<{ __typename?: 'AuditChange'; field: string; before?: string | null; after?: string | null }>;
}

export const AUDIT_EVENT_FIELDS = `
  fragment AuditEventFields on AuditEvent {
    id
    entity
    entityId
    action
    actorName
    createdAt
    changes {
      field
      before
      after
    }
  }
`;

/** An item's history, oldest first (AGENCY_ADMIN all; STAFF bookings and enquiries; managers their hotels'). */
export const AuditTrailQuery: TypedDocumentNode<
  { auditTrail: AuditEventFieldsFragment[] },
  { entity: AuditEntity; entityId: string }
> = parse(`
  query AuditTrail($entity: AuditEntity!, $entityId: ID!) {
    auditTrail(entity: $entity, entityId: $entityId) {
      ...AuditEventFields
    }
  }
  ${AUDIT_EVENT_FIELDS}
`);
