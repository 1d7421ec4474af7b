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
    // Any length: a probe or a token with a character too many is still the path's credential.
    expect(maskSecrets('GET /api/quotes/short 404')).toBe('GET /api/quotes/[redacted] 404');
    // A staff document's id and a route pattern are no credentials.
    const id = randomUUID();
    expect(maskSecrets(`GET /api/documents/quotes/${id}.pdf 200`)).toBe(`GET /api/documents/quotes/${id}.pdf 200`);
    expect(maskSecrets('Mapped {/api/quotes/:token/accept, POST}')).toBe('Mapped {/api/quotes/:token/accept, POST}');
  });

  describe('every secret, in every encoding a client may send it, whatever its length and what follows it', () => {
    const encodeAll = (text: string) => [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    const encodeOne = (text: string, at: number) => text.slice(0, at) + encodeAll(text[at]!).toUpperCase() + text.slice(at + 1);
    /** How a client may write a secret in a URL: each is what the server decodes back to the secret. */
    const ENCODINGS: Record<string, (secret: string, at: number) => string> = {
      plain: (secret) => secret,
      'one character percent-encoded': (secret, at) => encodeOne(secret, at),
      'one character in lower-case hex': (secret, at) => secret.slice(0, at) + encodeAll(secret[at]!) + secret.slice(at + 1),
      'every character encoded': (secret) => encodeAll(secret),
      'double-encoded character': (secret, at) => secret.slice(0, at) + encodeAll(secret[at]!).replace('%', '%25') + secret.slice(at + 1),
    };
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,90}$/);
    /** What may follow a path segment or an address in a log line. */
    const after = fc.constantFrom('', '/accept', '/quote.pdf', '?x=1', ' 200', '#top', '-', '_', 'A');
    const where = fc.constantFrom(
      (s: string, rest: string) => `GET /api/quotes/${s}${rest}`,
      (s: string, rest: string) => `https://www.example.co.za/quotes/${s}${rest}`,
      (s: string, rest: string) => `GET /quotes/${s}${rest} 200`,
    );
    const mailbox = fc.tuple(fc.stringMatching(/^[a-z0-9._+-]{1,20}$/), fc.stringMatching(/^[a-z0-9-]{1,15}$/), fc.constantFrom('co.za', 'com', 'example.test'))
      .map(([user, domain, tld]) => `${user}@${domain}.${tld}`)
      .filter((m) => !m.startsWith('.'));

    for (const [encoding, encode] of Object.entries(ENCODINGS)) {
      it(`a quote link's token, ${encoding}`, () => {
        fc.assert(
          fc.property(token, after, where, fc.nat(), (secret, rest, place, at) => {
            const written = encode(secret, at % secret.length);
            const text = place(written, rest);
            for (const line of [maskSecrets(text), maskLogLine(JSON.stringify({ path: text }))]) {
              expect(line).not.toContain(`/quotes/${secret}`);
              expect(line).not.toContain(`/quotes/${written}`);
            }
            expect(JSON.parse(maskLogLine(JSON.stringify({ path: text }))).path).toContain('/quotes/[redacted]');
          }),
        );
      });

      it(`an e-mail address, ${encoding}`, () => {
        fc.assert(
          fc.property(mailbox, fc.nat(), (address, at) => {
            // The @ itself encoded is the commonest way to write one in a URL.
            const written = encode(address, encoding === 'plain' ? 0 : address.indexOf('@') >= 0 && at % 2 ? address.indexOf('@') : at % address.length);
            for (const line of [maskSecrets(`GET /api/x/${written}/y`), maskLogLine(JSON.stringify({ msg: `to ${written} failed` }))]) {
              expect(line).not.toContain(address);
              expect(line).not.toContain(written);
            }
          }),
        );
      });

      it(`a JWT and a secret key's value, ${encoding}`, () => {
        fc.assert(
          fc.property(jwt, fc.stringMatching(/^[A-Za-z0-9]{6,30}$/), fc.nat(), (token, secret, at) => {
            const writtenJwt = encode(token, at % token.length);
            const writtenSecret = encode(`token=${secret}`, at % 6);
            const line = maskLogLine(JSON.stringify({ path: `/x?${writtenSecret}&y=${writtenJwt}` }));
            expect(() => JSON.parse(line)).not.toThrow();
            expect(line).not.toContain(token);
            expect(line).not.toContain(writtenJwt);
            expect(line).not.toContain(secret);
          }),
        );
      });
    }

    it('decoded quotes, backslashes and control characters stay escaped, so a JSON line stays JSON', () => {
      fc.assert(
        fc.property(token, fc.constantFrom('%22', '%5C', '%0A', '%00', '%7F', '%E2%80%8B', '%FF'), (secret, odd) => {
          const line = maskLogLine(JSON.stringify({ path: `/api/quotes/${encodeOne(secret, 0)}${odd}/accept`, msg: `x${odd}@example.com` }));
          const parsed = JSON.parse(line) as { path: string };
          expect(parsed.path).toContain('/api/quotes/[redacted]');
        }),
      );
    });

    it('leaves text with escapes but no secret as it was', () => {
      expect(maskSecrets('GET /api/packages?q=Cape%20Town 200')).toBe('GET /api/packages?q=Cape%20Town 200');
      expect(maskSecrets('GET /api/x/%ZZ%4 200')).toBe('GET /api/x/%ZZ%4 200');
    });
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
