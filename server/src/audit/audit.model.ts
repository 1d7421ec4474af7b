import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { auditEntity } from '../db/schema.js';

export const AUDIT_ENTITIES = auditEntity.enumValues;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AuditEntity = Object.fromEntries(AUDIT_ENTITIES.map((e) => [e, e])) as { [K in AuditEntity]: K };
registerEnumType(AuditEntity, {
  name: 'AuditEntity',
  description: 'What an audit event is about.',
  valuesMap: {
    BOOKING: { description: 'A package booking request or a stay reservation.' },
    ENQUIRY: { description: 'A trip plan, insurance quote or contact message.' },
    RATE: { description: 'A dated rate of a room type.' },
    RATE_TYPE: { description: 'A rate type (Rack Rate, Weekend Rate, ...) of a room type.' },
    ROOM: { description: "A room: its numbers and its unavailable dates." },
    HOTEL: { description: 'A hotel, including who manages it.' },
    PACKAGE: { description: 'A travel package or holiday package.' },
  },
});

@ObjectType({ description: 'One changed field: the values before and after as JSON text (null when absent).' })
export class AuditChange {
  @Field()
  field: string;

  @Field(() => String, { nullable: true })
  before: string | null;

  @Field(() => String, { nullable: true })
  after: string | null;
}

@ObjectType({ description: 'Who changed what and when, with the values before and after.' })
export class AuditEvent {
  @Field(() => ID)
  id: string;

  @Field(() => AuditEntity)
  entity: AuditEntity;

  @Field(() => ID)
  entityId: string;

  @Field({ description: 'CREATED, UPDATED, DELETED, STATUS_CHANGED, ASSIGNED, NOTE_ADDED, CONVERTED, ...' })
  action: string;

  @Field({ description: 'Username at the time, or "visitor" / "system".' })
  actorName: string;

  @Field(() => [AuditChange])
  changes: AuditChange[];

  @Field()
  createdAt: Date;
}
