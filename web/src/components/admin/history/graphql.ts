import { graphql } from '../../../gql/index';
import type { AuditEntity, AuditEventFieldsFragment } from '../../../gql/graphql';

export type { AuditEntity, AuditEventFieldsFragment };

export const AuditEventFields = graphql(`
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
`);

/** An item's history, oldest first (AGENCY_ADMIN all; STAFF bookings and enquiries; managers their hotels'). */
export const AuditTrailQuery = graphql(`
  query AuditTrail($entity: AuditEntity!, $entityId: ID!) {
    auditTrail(entity: $entity, entityId: $entityId) {
      ...AuditEventFields
    }
  }
`);
