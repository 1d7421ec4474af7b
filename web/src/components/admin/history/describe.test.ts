import { describe, expect, it } from 'vitest';
import { actionLabel, auditValue, fieldLabel } from './describe';

describe('audit wording', () => {
  it('names fields in words', () => {
    expect(fieldLabel('pricePerNight')).toBe('Price per night');
    expect(fieldLabel('assignedToId')).toBe('Assigned to');
    expect(fieldLabel('room_type_id')).toBe('Room type id');
    expect(fieldLabel('status')).toBe('Status');
  });

  it('names actions in words', () => {
    expect(actionLabel('STATUS_CHANGED')).toBe('Status changed');
    expect(actionLabel('CREATED')).toBe('Created');
  });

  it('reads JSON values as plain text, with — for no value', () => {
    expect(auditValue(null)).toBe('—');
    expect(auditValue('null')).toBe('—');
    expect(auditValue('"CONFIRMED"')).toBe('CONFIRMED');
    expect(auditValue('1250.5')).toBe('1250.5');
    expect(auditValue('true')).toBe('Yes');
    expect(auditValue('["101","102"]')).toBe('101, 102');
    expect(auditValue('{"a":1}')).toBe('{"a":1}');
    expect(auditValue('not json')).toBe('not json');
  });
});
