// The loopback mail catcher (support/mail-catcher.mjs) that playwright.config.ts starts next to the app:
// the app sends to its SMTP port, the tests read what arrived from its HTTP port. Fixed ports (like the
// app's 3100) so that the config, every worker process and a server started by hand agree on them.
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3126);
export const MAIL_CATCHER_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;

/** A message as the catcher decoded it (headers, RFC 2047 words, quoted-printable/base64 bodies). */
export interface CaughtMail {
  id: number;
  receivedAt: string;
  envelope: { from: string | null; to: string[] };
  from: string;
  to: string;
  subject: string;
  /** The text/plain body (or the HTML body stripped of tags when there is no text part). */
  text: string;
  html: string | null;
  /** Parts with a file name or of a non-text type (PDF documents), their bytes in base64. */
  attachments: { filename: string; contentType: string; size: number; base64: string }[];
  raw: string;
}

/** Every message received so far for a recipient (envelope or To header containing `to`), oldest first. */
export async function mailsTo(to: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mail catcher: ${response.status} ${await response.text()}`);
  return (await response.json()) as CaughtMail[];
}

export interface MailMatch {
  /** The recipient address (or part of it). */
  to: string;
  subject?: string | RegExp;
  /** Text the body must contain (each of them, when a list). */
  body?: string | RegExp | (string | RegExp)[];
}

function matches(mail: CaughtMail, { subject, body }: MailMatch): boolean {
  if (subject !== undefined && !(typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject))) {
    return false;
  }
  const needles = body === undefined ? [] : Array.isArray(body) ? body : [body];
  return needles.every((needle) => (typeof needle === 'string' ? mail.text.includes(needle) : needle.test(mail.text)));
}

/**
 * Waits until a matching mail has arrived and returns it. The app queues mails in its outbox and a worker
 * sends them (every MAIL_POLL_MS, or sooner when woken), so a mail lands a moment after the action.
 * On a timeout the message lists what did arrive for that address, which is usually the whole story.
 */
export async function waitForMail(match: MailMatch, timeout = 20_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeout;
  let seen: CaughtMail[] = [];
  for (;;) {
    seen = await mailsTo(match.to);
    const found = seen.find((mail) => matches(mail, match));
    if (found) return found;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const wanted = [match.subject && `subject ${String(match.subject)}`, match.body && `body ${String(match.body)}`].filter(Boolean);
  const got = seen.map((m) => `  - ${m.subject}: ${m.text.slice(0, 300).replace(/\n/g, ' / ')}`).join('\n');
  throw new Error(
    `No mail to ${match.to}${wanted.length ? ` with ${wanted.join(' and ')}` : ''} within ${timeout} ms. Received for that address:\n${got || '  (nothing)'}`,
  );
}

/**
 * Makes the catcher refuse mail for addresses containing `to` (a temporary 451 at RCPT TO, what the
 * app sees when its mail server is unavailable) until `acceptMailTo`. Only those addresses: journeys
 * running at the same time keep receiving theirs.
 */
export async function refuseMailTo(to: string): Promise<void> {
  const response = await fetch(`${MAIL_CATCHER_URL}/refuse?to=${encodeURIComponent(to)}`, { method: 'POST' });
  if (!response.ok) throw new Error(`mail catcher: ${response.status}`);
}

export async function acceptMailTo(to: string): Promise<void> {
  const response = await fetch(`${MAIL_CATCHER_URL}/refuse?to=${encodeURIComponent(to)}`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`mail catcher: ${response.status}`);
}

/** How many deliveries to addresses containing `to` the catcher has refused so far. */
export async function refusedAttempts(to: string): Promise<number> {
  const response = await fetch(`${MAIL_CATCHER_URL}/refused?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mail catcher: ${response.status}`);
  return ((await response.json()) as unknown[]).length;
}
