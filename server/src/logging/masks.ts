/**
 * What must never reach a log line, wherever it hides: access tokens (JWTs, `Bearer ...`), card
 * numbers and the values of secret-looking keys. Two layers use these helpers: the logger walks each
 * log object and replaces the values of secret keys (structured data), and every JSON string of the
 * finished line goes through {@link maskSecrets} (messages, stacks, GraphQL error texts that quote
 * variables, paths), so a secret that slipped into free text is caught too.
 */

/** Key names whose values are secrets, matched case-insensitively and as a suffix (newPassword, resetToken). */
const SECRET_KEY_SUFFIXES = ['password', 'token', 'secret', 'jwt', 'authorization', 'cookie', 'api-key', 'apikey'];

export const REDACTED = '[redacted]';
export const CARD = '[card]';
export const JWT = '[jwt]';

/** True when a property name holds a secret: password, currentPassword, accessToken, set-cookie, x-api-key... */
export function isSecretKey(key: string): boolean {
  const lower = key.toLowerCase();
  return SECRET_KEY_SUFFIXES.some((suffix) => lower.endsWith(suffix));
}

// Three base64url parts, the first one a JSON header (`{"` encodes as `eyJ`). The signature may be
// empty (alg "none") so it is matched with `*`.
const JWT_PATTERN = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
// RFC 6750's token68 characters.
const BEARER_PATTERN = /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi;
// A run of digits that may be separated by single spaces or dashes (4111 1111 1111 1111,
// 4111-1111-1111-1111), not glued to other digits; each run is then checked for a card inside it.
const DIGIT_RUN_PATTERN = /(?<!\d)\d(?:[ -]?\d){12,}(?!\d)/g;
// `password: "x"`, `token=abc`, `\"newPassword\":\"x\"` inside free text (a GraphQL error quoting its
// variables, a URL's query). Inside a JSON line quotes are escaped, hence the optional backslash.
// The value is a quoted string (in plain text `"x"` or `'x'`; inside a JSON line `\"x\"`, whose own
// escapes are doubled) or a bare word.
const ESCAPED_QUOTED = String.raw`\\"(?:[^\\]|\\[^"\\]|\\\\(?:\\\\|\\"|\\[^"\\]|[^\\]))*?\\"`;
const QUOTED = String.raw`"(?:[^"\\]|\\.)*"|'[^']*'`;
const BARE = String.raw`[^\s"'\\&,;)}\]]+`;
const KEY_VALUE_PATTERN = new RegExp(
  String.raw`([A-Za-z_-]*(?:password|token|secret|jwt)(?:\\?["'])?\s*[:=]\s*)(${ESCAPED_QUOTED}|${QUOTED}|${BARE})`,
  'gi',
);

// drizzle's failed-query text, "Failed query: …\nparams: a,b,c": the list runs to the end of its line (a real
// newline in plain text, an escaped `\n` or the closing quote inside a JSON line).
const PARAMS_PATTERN = /((?<=^|\s|\\n)params: )(?:[^\\"\n]|\\[^n])*/g;
// An e-mail address anywhere in a line (an SMTP server's refusal quoting the recipient, a careless message).
const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
export const EMAIL = '[email]';
// A quote's acceptance link (/quotes/<token>, quotes/quotes.service.ts): the token is the customer's only
// credential, and the REST twin puts it in the path every request line logs. Whatever the segment holds
// (a real token is 43 base64url characters, but one with a character more, a typo or a probe is masked
// too: the server decodes and tries it), up to the next `/`, `?`, `#`, space or quote; only a UUID (the
// staff's /documents/quotes/<id>.pdf) or a route pattern (`:token`) is kept.
const UUID_SEGMENT = String.raw`[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?:\.pdf)?(?=[/?#\s"'\\]|$)`;
const QUOTE_LINK_PATTERN = new RegExp(String.raw`(\/quotes\/)(?!${UUID_SEGMENT}|:)[^/?#\s"'\\]+`, 'g');

/**
 * Replaces JWTs, bearer tokens, quote link tokens, card numbers, e-mail addresses, statement parameter lists and
 * `secret-key: value` pairs inside a piece of text.
 */
export function maskSecrets(text: string): string {
  const masked = maskPlain(text);
  if (!PERCENT_ESCAPE.test(masked)) return masked;
  // The server decodes a path before it uses it (a token with one character written %41 still opens the
  // quote), so the text is masked again as decoded; when that finds more, the decoded, masked text is what
  // is logged.
  const decoded = percentDecoded(masked);
  const maskedDecoded = maskPlain(decoded);
  return maskedDecoded === decoded ? masked : maskedDecoded;
}

const PERCENT_ESCAPE = /%[0-9A-Fa-f]{2}/;
// Left (or put back) as escapes when decoding: a quote, a backslash or a control character decoded into a
// JSON line's string would end the string or break the line.
// eslint-disable-next-line no-control-regex -- control characters are exactly what must stay escaped
const UNSAFE_DECODED = /["\\\u0000-\u001f\u007f]/g;
const escapeUnsafe = (decoded: string) => decoded.replace(UNSAFE_DECODED, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);

/** Percent-escapes decoded, up to three layers deep (%2541 is %41 is A); a malformed UTF-8 run byte by byte. */
function percentDecoded(text: string): string {
  let current = text;
  for (let layer = 0; layer < 3 && PERCENT_ESCAPE.test(current); layer++) {
    const next = current.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return escapeUnsafe(decodeURIComponent(run));
      } catch {
        return escapeUnsafe(run.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16))));
      }
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

function maskPlain(text: string): string {
  // Cheap pre-checks: most log strings contain none of these, and skip every pattern.
  let masked = text;
  if (masked.includes('params: ')) masked = masked.replace(PARAMS_PATTERN, `$1${REDACTED}`);
  if (masked.includes('@')) masked = masked.replace(EMAIL_PATTERN, EMAIL);
  if (masked.includes('/quotes/')) masked = masked.replace(QUOTE_LINK_PATTERN, `$1${REDACTED}`);
  if (masked.includes('eyJ')) masked = masked.replace(JWT_PATTERN, JWT);
  if (/bearer/i.test(masked)) masked = masked.replace(BEARER_PATTERN, `Bearer ${REDACTED}`);
  if (/password|token|secret|jwt/i.test(masked)) {
    masked = masked.replace(KEY_VALUE_PATTERN, (_match, prefix: string, value: string) => {
      if (value.startsWith('\\"')) return `${prefix}\\"${REDACTED}\\"`;
      if (value.startsWith('"')) return `${prefix}"${REDACTED}"`;
      if (value.startsWith("'")) return `${prefix}'${REDACTED}'`;
      return `${prefix}${REDACTED}`;
    });
  }
  if (/\d{4}/.test(masked) || /\d[ -]\d/.test(masked)) masked = maskCardNumbers(masked);
  return masked;
}

// A UUID: a request id, a record's id in a logged path or message.
const UUID_PATTERN = /(?<![0-9A-Za-z])[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![0-9A-Za-z])/g;

/**
 * Card numbers in the text replaced by [card], outside UUIDs. About 1 random UUID in 370 holds a Luhn-valid
 * run of 13 or more digits across its dashes (e0a49026-0772-4625-…: 49026-0772-4625), and masking it lost
 * the request id of that request's log line or the id in its path. A card is never written as a UUID.
 */
function maskCardNumbers(text: string): string {
  const maskRuns = (part: string) => part.replace(DIGIT_RUN_PATTERN, (run) => (containsCardNumber(run) ? CARD : run));
  if (!text.includes('-')) return maskRuns(text);
  let masked = '';
  let from = 0;
  for (const uuid of text.matchAll(UUID_PATTERN)) {
    masked += maskRuns(text.slice(from, uuid.index)) + uuid[0];
    from = uuid.index + uuid[0].length;
  }
  return masked + maskRuns(text.slice(from));
}

/**
 * True when the run holds a Luhn-valid number of 13–19 digits made of whole groups (as typed:
 * "4111 1111 1111 1111"), so a card followed by one more number ("4111 1111 1111 1111 2 nights") is
 * still caught while a single wrong digit is not masked. A group longer than 19 digits (a card glued
 * to other digits) is searched at every offset.
 */
export function containsCardNumber(run: string): boolean {
  const groups = run.split(/[ -]/);
  for (let first = 0; first < groups.length; first++) {
    let digits = '';
    for (let last = first; last < groups.length && digits.length <= 19; last++) {
      digits += groups[last];
      if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) return true;
    }
  }
  return groups.some((group) => group.length > 19 && someWindowIsCard(group));
}

function someWindowIsCard(digits: string): boolean {
  for (let length = 13; length <= 19; length++) {
    for (let start = 0; start + length <= digits.length; start++) {
      if (luhnValid(digits.slice(start, start + length))) return true;
    }
  }
  return false;
}

/** The Luhn (mod 10) check every payment card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

// One JSON string token, escapes included.
const JSON_STRING_PATTERN = /"(?:[^"\\]|\\.)*"/g;

/**
 * Masks every JSON string of one serialized log line. Only strings are touched: numbers (a 13-digit
 * epoch time, say) are left alone, and the replacements contain no quote or backslash of their own
 * (the escaped quotes of a key-value pair are kept as they were), so the line stays valid JSON.
 */
export function maskLogLine(line: string): string {
  return line.replace(JSON_STRING_PATTERN, maskSecrets);
}

const MAX_DEPTH = 8;

/**
 * A copy of a log object with the values of secret keys replaced, at any depth. Errors and other
 * class instances are kept as they are (their serializers run later, and their text is masked with
 * the rest of the line); only plain objects and arrays are walked.
 */
export function redactSecretKeys<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => redactSecretKeys(item, depth + 1)) as T;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    copy[key] = isSecretKey(key) && item !== undefined && item !== null ? REDACTED : redactSecretKeys(item, depth + 1);
  }
  return copy as T;
}
