import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  CARD,
  containsCardNumber,
  isSecretKey,
  JWT,
  luhnValid,
  maskLogLine,
  maskSecrets,
  REDACTED,
  redactSecretKeys,
} from './masks.js';

/** A Luhn-valid number of the given length: random digits and the check digit that makes them pass. */
const cardNumber = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 }).map((digits) => {
    const body = digits.join('');
    const check = [...Array(10).keys()].find((d) => luhnValid(`${body}${d}`));
    return `${body}${check}`;
  });
const anyCard = fc.integer({ min: 13, max: 19 }).chain(cardNumber);
/** Groups of four separated by a space or a dash, as people type them. */
const grouped = (digits: string, separator: string) => digits.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
const base64url = fc.stringMatching(/^[A-Za-z0-9_-]{8,60}$/);
const jwt = fc
  .tuple(base64url, base64url, base64url)
  .map(([header, payload, signature]) => `eyJ${header}.${payload}.${signature}`);
/** Surrounding text with no digits, so a card's neighbours cannot extend it. */
const prose = fc.stringMatching(/^[A-Za-z ,.!?'"\\:;()\n]{0,40}$/);

describe('luhnValid', () => {
  it('accepts the well-known test cards and rejects a changed digit', () => {
    for (const card of ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117']) {
      expect(luhnValid(card)).toBe(true);
      const changed = card.slice(0, -1) + String((Number(card.at(-1)) + 1) % 10);
      expect(luhnValid(changed)).toBe(false);
    }
  });
});

describe('maskSecrets', () => {
  it('masks a card number of 13–19 digits anywhere in text, plain, spaced or dashed', () => {
    fc.assert(
      fc.property(prose, anyCard, fc.constantFrom('', ' ', '-'), prose, (before, card, separator, after) => {
        const text = `${before} ${grouped(card, separator)} ${after}`;
        const masked = maskSecrets(text);
        expect(masked).toContain(CARD);
        expect(masked.replace(/[^\d]/g, '')).not.toContain(card);
      }),
    );
  });

  it('masks a card followed by one more number (the whole run is checked, not only its length)', () => {
    expect(maskSecrets('card 4111 1111 1111 1111 2 nights')).toBe(`card ${CARD} nights`);
  });

  it('leaves numbers that are not cards: short ones, dates, phone numbers, Luhn-invalid ones', () => {
    for (const text of [
      'Booking for 2 adults, R 12 500.00',
      '2026-11-22T12:50:47.123Z',
      'Call +27 82 555 0101',
      '4111 1111 1111 1112',
      'Reference TA-2026-000123',
    ]) {
      expect(maskSecrets(text)).toBe(text);
    }
  });

  it('masks JWT-looking strings and bearer tokens', () => {
    fc.assert(
      fc.property(prose, jwt, prose, (before, token, after) => {
        const masked = maskSecrets(`${before}${token}${after}`);
        expect(masked).not.toContain(token);
        expect(masked).toContain(JWT);
      }),
    );
    expect(maskSecrets('Authorization: Bearer abc.DEF-123_x~y+z/=')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(maskSecrets('bearer    opaque-token')).toBe(`Bearer ${REDACTED}`);
  });

  it('masks the values of secret keys written into text: GraphQL literals, query strings, JSON in JSON', () => {
    expect(maskSecrets('Variable "$input" got invalid value { username: "ann", password: "hunter2" }')).not.toContain(
      'hunter2',
    );
    expect(maskSecrets("newPassword: 'hunter2'")).toBe(`newPassword: '${REDACTED}'`);
    expect(maskSecrets('/reset?token=abc123&page=2')).toBe(`/reset?token=${REDACTED}&page=2`);
    expect(maskSecrets('{\\"currentPassword\\":\\"hunter 2\\"}')).toBe(`{\\"currentPassword\\":\\"${REDACTED}\\"}`);
    expect(maskSecrets('Invalid password or user name')).toBe('Invalid password or user name');
  });

  it("masks the token of a quote's acceptance link, in a request path or a mail's text", () => {
    const token = 'Ab3_-'.repeat(8) + 'xyz';
    expect(token).toHaveLength(43);
    expect(maskSecrets(`POST /api/quotes/${token}/accept 200`)).toBe('POST /api/quotes/[redacted]/accept 200');
    expect(maskSecrets(`https://www.example.co.za/quotes/${token}`)).toBe('https://www.example.co.za/quotes/[redacted]');
    expect(maskSecrets('GET /api/quotes/short 404')).toBe('GET /api/quotes/short 404');
  });

  it('returns text without secrets unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z ,.!?()]{0,80}$/), (text) => {
        expect(maskSecrets(text)).toBe(text);
      }),
    );
  });

  it('keeps UUIDs whose digits line up as a card number across the dashes (a request id, an id in a path)', () => {
    // 49026-0772-4625 is 13 Luhn-valid digits: about 1 random UUID in 370 holds such a run.
    const id = 'e0a49026-0772-4625-a58e-42586c4b190f';
    expect(containsCardNumber('49026-0772-4625')).toBe(true);
    expect(maskSecrets(JSON.stringify(id))).toBe(JSON.stringify(id));
    expect(maskSecrets(`GET /api/packages/${id} 200`)).toBe(`GET /api/packages/${id} 200`);
    expect(maskLogLine(JSON.stringify({ reqId: id, path: `/api/packages/${id.toUpperCase()}` }))).toBe(
      JSON.stringify({ reqId: id, path: `/api/packages/${id.toUpperCase()}` }),
    );
    for (let i = 0; i < 20_000; i++) {
      const uuid = randomUUID();
      expect(maskSecrets(uuid)).toBe(uuid);
    }
  });

  it('still masks a card number beside a UUID or glued to one by a dash', () => {
    const id = 'e0a49026-0772-4625-a58e-42586c4b190f';
    expect(maskSecrets(`${id} 4111 1111 1111 1111`)).toBe(`${id} ${CARD}`);
    expect(maskSecrets(`4111-1111-1111-1111 ${id}`)).toBe(`${CARD} ${id}`);
    expect(maskSecrets(`${id}-4111-1111-1111-1111`)).toBe(`${id}-${CARD}`);
    // Not a UUID (a 16-digit first group): the card in it is masked.
    expect(maskSecrets('4111111111111111-0772-4625-a58e-42586c4b190f')).not.toContain('4111111111111111');
  });
});

describe('maskLogLine', () => {
  it('masks inside JSON strings only and keeps the line valid JSON with its numbers intact', () => {
    fc.assert(
      fc.property(prose, anyCard, jwt, fc.integer({ min: 1_000_000_000_000, max: 9_999_999_999_999 }), (text, card, token, time) => {
        const line = JSON.stringify({ time, msg: `${text} ${card} Bearer ${token}`, nested: { note: `card ${card}` } });
        const masked = maskLogLine(line);
        const parsed = JSON.parse(masked) as { time: number; msg: string; nested: { note: string } };
        expect(parsed.time).toBe(time);
        expect(masked).not.toContain(card);
        expect(masked).not.toContain(token);
        expect(parsed.nested.note).toBe(`card ${CARD}`);
      }),
    );
  });

  it('keeps the line valid JSON when a secret key-value pair sits inside an escaped JSON string', () => {
    const line = JSON.stringify({ msg: JSON.stringify({ password: 'hun"ter 2', other: 1 }) });
    const masked = maskLogLine(line);
    expect(masked).not.toContain('hun');
    expect(JSON.parse(JSON.parse(masked).msg as string)).toEqual({ password: REDACTED, other: 1 });
  });
});

describe('redactSecretKeys', () => {
  it('replaces the value of every secret key at any depth, and nothing else', () => {
    const error = new Error('kept as is');
    const input = {
      username: 'ann',
      password: 'p',
      variables: { input: { currentPassword: 'c', newPassword: 'n', nights: 2 } },
      list: [{ accessToken: 't' }, { jwt: 'j' }],
      headers: { Authorization: 'Bearer x', cookie: 'a=b', 'x-api-key': 'k', 'set-cookie': ['s'] },
      err: error,
      tokenVersion: 3,
    };
    expect(redactSecretKeys(input)).toEqual({
      username: 'ann',
      password: REDACTED,
      variables: { input: { currentPassword: REDACTED, newPassword: REDACTED, nights: 2 } },
      list: [{ accessToken: REDACTED }, { jwt: REDACTED }],
      headers: { Authorization: REDACTED, cookie: REDACTED, 'x-api-key': REDACTED, 'set-cookie': REDACTED },
      err: error,
      tokenVersion: 3,
    });
    expect(input.password).toBe('p');
  });

  it('knows the secret key names', () => {
    for (const key of ['password', 'currentPassword', 'newPassword', 'token', 'resetToken', 'secret', 'jwt', 'x-api-key']) {
      expect(isSecretKey(key)).toBe(true);
    }
    for (const key of ['username', 'tokenVersion', 'maxTokens', 'specialRequests', 'reqId']) {
      expect(isSecretKey(key)).toBe(false);
    }
  });
});

describe('containsCardNumber', () => {
  it('is false for runs shorter than 13 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        expect(containsCardNumber(digits)).toBe(false);
      }),
    );
  });
});

describe('statement parameters and e-mail addresses', () => {
  it("masks drizzle's params list in plain text and inside a JSON log line, to the end of its line", () => {
    const text = 'Failed query: insert into "users" ("email") values ($1)\nparams: thandi@example.test,+27 82 555 0100,$argon2id$v=19$abc\nnext line';
    const masked = maskSecrets(text);
    expect(masked).not.toMatch(/thandi|0100|argon2/);
    expect(masked).toContain('next line');
    const line = JSON.stringify({ msg: text, err: { message: text } });
    const maskedLine = maskLogLine(line);
    expect(maskedLine).not.toMatch(/thandi|0100|argon2/);
    expect(() => JSON.parse(maskedLine)).not.toThrow();
  });

  it('masks e-mail addresses anywhere', () => {
    expect(maskSecrets('550 5.1.1 <sipho.m+trips@mail.example.co.za>: Recipient address rejected')).toBe('550 5.1.1 <[email]>: Recipient address rejected');
  });
});
