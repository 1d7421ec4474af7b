/**
 * The booking fast path takes a request only when `bookingInputIfValid` accepts its input, and then skips
 * the validation pipe. So whatever it accepts, the pipe must accept too and hand the service the very same
 * values. Thousands of inputs built from each field's awkward values (white space, lengths at the limit,
 * surrogate pairs, upper-case UUIDs, dates as JavaScript sends them, wrong types, unknown fields) are run
 * through both.
 */
import { describe, expect, it } from '@jest/globals';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, SPECIAL_REQUESTS_MAX_LENGTH } from '@travel/contract';
import { createValidationPipe, validateInput } from '../common/validation.js';
import { bookingInputIfValid, restBookingInputIfValid } from './booking-input-check.js';
import { BookingInput } from './booking.inputs.js';
import { fromRestBookingBody } from './rest-booking-body.js';

/** Nest's GqlParamtype.ARGS: the metadata the pipe gets for `@Args('input')`. */
const GRAPHQL_ARGS = 3;
const pipe = createValidationPipe();

async function throughPipe(input: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
  try {
    const value = (await pipe.transform(structuredClone(input), { type: GRAPHQL_ARGS as never, metatype: BookingInput, data: 'input' })) as BookingInput;
    return { ...value };
  } catch {
    return undefined;
  }
}

const ID = 'c0a37954-003f-4d70-b3de-384a633aae3e';
const emoji = '😀';
const choices: Record<string, unknown[]> = {
  packageId: [ID, ID.toUpperCase(), ` ${ID}`, 'not-an-id', '', 7, null],
  fullName: ['Thabo Nkosi', '  Thabo Nkosi  ', '', '   ', 'x'.repeat(FULL_NAME_MAX_LENGTH), 'x'.repeat(FULL_NAME_MAX_LENGTH + 1), emoji.repeat(FULL_NAME_MAX_LENGTH), ` ${'y'.repeat(FULL_NAME_MAX_LENGTH)} `, 'Nul\u0000Byte', 'Bad\uD800Half', 42, null],
  email: ['thabo@example.co.za', ' Thabo.Nkosi@Example.CO.ZA ', 'thabo@localhost', 'not-an-email', 'a@b.c', `${'e'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com`, `${'e'.repeat(EMAIL_MAX_LENGTH)}@example.com`, 'thabo@ex ample.com', '', null],
  phone: ['+27 82 555 0123', '0825550123', ' 082 555 0123 ', '(021) 555-0123', 'call me', '12', '+27-82-555-0123-5555-5555-5555', '', 825550123],
  guests: [1, 2, 500, 501, 0, -1, 1.5, '2', null],
  departureDate: ['2027-03-01', '2027-02-30', '2027-03-01T10:00:00.000Z', '2027-02-28T22:00:00.000Z', '2027-03-01T00:00', ' 2027-03-01', '01/03/2027', '', null],
  returnDate: ['2027-03-08', '2027-13-01', '2027-03-07T22:00:00.000Z', '2027-03-08T12:00:00+02:00', '', null],
  specialRequests: [undefined, '', '  Sea view  ', 'z'.repeat(SPECIAL_REQUESTS_MAX_LENGTH), 'z'.repeat(SPECIAL_REQUESTS_MAX_LENGTH + 1), ` ${'z'.repeat(SPECIAL_REQUESTS_MAX_LENGTH)} `, emoji.repeat(SPECIAL_REQUESTS_MAX_LENGTH), null, 3],
};
const valid = { packageId: ID, fullName: 'Thabo Nkosi', email: 'thabo@example.co.za', phone: '+27 82 555 0123', guests: 2, departureDate: '2027-03-01', returnDate: '2027-03-08', specialRequests: '' };

/** A small deterministic generator (mulberry32): the same inputs on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function inputs(): Record<string, unknown>[] {
  const all: Record<string, unknown>[] = [{ ...valid }, { ...valid, extra: true }];
  // Every awkward value of every field alone, in an otherwise valid input.
  for (const [field, values] of Object.entries(choices)) {
    for (const value of values) {
      const input: Record<string, unknown> = { ...valid, [field]: value };
      if (value === undefined) delete input[field];
      all.push(input);
    }
  }
  // Then mixes: each field valid most of the time, so that a mix is often accepted.
  const next = random(20261127);
  for (let i = 0; i < 3000; i++) {
    const input: Record<string, unknown> = {};
    for (const [field, values] of Object.entries(choices)) {
      const value = next() < 0.6 ? valid[field as keyof typeof valid] : values[Math.floor(next() * values.length)];
      if (value !== undefined) input[field] = value;
    }
    all.push(input);
  }
  return all;
}

/** The REST controller's steps: the global pipe on `@Body()` (metatype Object), the form's names, then `validateInput`. */
async function throughRestController(body: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
  try {
    const checked = (await pipe.transform(structuredClone(body), { type: 'body', metatype: Object })) as Record<string, unknown>;
    return { ...(await validateInput(BookingInput, fromRestBookingBody(checked))) };
  } catch {
    return undefined;
  }
}

/** The form's own field names and hidden fields (spec: public-site.md), numbers as text, dates as JavaScript sends them. */
const restChoices: Record<string, unknown[]> = {
  name: [undefined, 'Thabo Nkosi', '  Lerato  ', '', 7],
  package: [undefined, ID.toUpperCase(), 'not-an-id'],
  departure: [undefined, '2027-03-01', 'Mon Mar 01 2027 00:00:00 GMT+0200 (South Africa Standard Time)', '2027-02-28T22:00:00.000Z', ''],
  return: [undefined, '2027-03-08', 'Mon Mar 08 2027 00:00:00 GMT+0200 (South Africa Standard Time)', 'soon'],
  message: [undefined, 'Sea view', ' ', null],
  guests: [2, '2', ' 3 ', '2.5', '', 'two', '1e2', '0'],
  adultPrice: [undefined, 9999, '1'],
  packageName: [undefined, 'Cape Escape'],
  country: [undefined, 'South Africa'],
  type: [undefined, 'Holiday'],
  extra: [undefined, undefined, undefined, 'x', { nested: ID.toUpperCase() }, [1]],
};

function restBodies(): Record<string, unknown>[] {
  const next = random(20261128);
  const all: Record<string, unknown>[] = [];
  for (let i = 0; i < 2000; i++) {
    const body: Record<string, unknown> = {};
    for (const [field, values] of Object.entries(choices)) {
      // The form sends its own names as often as the input's.
      if (next() < 0.15) continue;
      const value = next() < 0.8 ? valid[field as keyof typeof valid] : values[Math.floor(next() * values.length)];
      if (value !== undefined) body[field] = value;
    }
    for (const [field, values] of Object.entries(restChoices)) {
      const value = next() < 0.5 ? undefined : values[Math.floor(next() * values.length)];
      if (value !== undefined) body[field] = value;
    }
    all.push(body);
  }
  return all;
}

describe('restBookingInputIfValid', () => {
  it('accepts only what POST /api/bookings accepts, and gives the service the same values', async () => {
    let [accepted, acceptedByController] = [0, 0];
    const refusedOnlyHere: Record<string, unknown>[] = [];
    for (const body of restBodies()) {
      const sent = structuredClone(body);
      const lean = restBookingInputIfValid(sent);
      // The request's own body is left as it came: the pipeline reads it when the fast path hands it on.
      expect(sent).toEqual(body);
      const full = await throughRestController(body);
      if (full) acceptedByController++;
      if (lean === undefined) {
        if (full) refusedOnlyHere.push(body);
        continue;
      }
      accepted++;
      expect({ body, full }).toEqual({ body, full: { ...lean } });
    }
    expect(accepted).toBeGreaterThan(100);
    expect(refusedOnlyHere).toEqual([]);
    expect(accepted).toBe(acceptedByController);
  });
});

describe('bookingInputIfValid', () => {
  it('accepts only what the validation pipe accepts, and gives the service the same values', async () => {
    let [accepted, acceptedByPipe] = [0, 0];
    const refusedOnlyHere: Record<string, unknown>[] = [];
    for (const input of inputs()) {
      const lean = bookingInputIfValid(structuredClone(input));
      const full = await throughPipe(input);
      if (full) acceptedByPipe++;
      if (lean === undefined) {
        if (full) refusedOnlyHere.push(input);
        continue;
      }
      accepted++;
      expect({ input, full }).toEqual({ input, full: { ...lean } });
    }
    // Not a check that refuses everything: what the pipe accepts takes the fast path too.
    expect(accepted).toBeGreaterThan(300);
    expect(refusedOnlyHere).toEqual([]);
    expect(accepted).toBe(acceptedByPipe);
  });

  it('accepts the booking form’s usual requests, trimmed as the pipe trims them', () => {
    expect(bookingInputIfValid(valid)).toEqual(valid);
    const { specialRequests: _omitted, ...withoutRequests } = valid;
    expect(bookingInputIfValid(withoutRequests)).toEqual(valid);
    expect(bookingInputIfValid({ ...valid, packageId: ID.toUpperCase(), fullName: '  Thabo Nkosi ', specialRequests: ' Sea view ' })).toEqual({
      ...valid,
      specialRequests: 'Sea view',
    });
    expect(bookingInputIfValid({ ...valid, departureDate: '2027-02-28T22:00:00.000Z' })).toEqual(valid);
  });
});
