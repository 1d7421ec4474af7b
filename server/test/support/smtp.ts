import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, with the few parts tests look at parsed by hand (no mailparser here). */
export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  from: string;
  subject: string;
  /** Header names lower-cased, values unfolded and decoded. */
  headers: Record<string, string>;
  /** The text/plain body, decoded. */
  text: string;
  /** Parts sent as attachments (Content-Disposition: attachment), decoded. */
  attachments: ReceivedAttachment[];
  raw: string;
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * A real SMTP server on 127.0.0.1 for tests: collects every message it accepts, and can be stopped and
 * restarted on the same port to play a mail server outage.
 */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private boundPort = 0;

  get port(): number {
    return this.boundPort;
  }

  /** The SMTP_URL the app should use. */
  get url(): string {
    return `smtp://127.0.0.1:${this.boundPort}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** Listens on a random free port the first time, then on the same port again after stop(). */
  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no certificate to trust, nothing to log in with.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.messages.push({
            ...parseMail(raw),
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.boundPort, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    // A client that vanishes mid-session (a test SIGKILLs the app that was sending) resets its
    // connection; smtp-server reports that as an 'error' event, which unheard would crash the test run.
    server.on('error', () => undefined);
    this.boundPort = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops accepting connections: senders get "connection refused" until start() again. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages sent to an address (RCPT TO). */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(address));
  }

  clear(): void {
    this.messages.length = 0;
  }
}

function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'attachments'> {
  const [head, body] = splitHeadBody(raw);
  const headers = parseHeaders(head);
  return { headers, subject: headers.subject ?? '', text: textPart(headers, body), attachments: attachmentParts(headers, body) };
}

/** Every attachment in a (possibly nested) multipart body; base64 is what nodemailer uses for binary parts. */
function attachmentParts(headers: Record<string, string>, body: string): ReceivedAttachment[] {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const found: ReceivedAttachment[] = [];
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const [partHead, partBody] = splitHeadBody(part.replace(/^\r?\n/, ''));
      found.push(...attachmentParts(parseHeaders(partHead), partBody.replace(/\r?\n$/, '')));
    }
    return found;
  }
  const disposition = headers['content-disposition'] ?? '';
  if (!disposition.toLowerCase().startsWith('attachment')) return [];
  const filename = /filename\*?="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const content = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'binary');
  return [{ filename, contentType: type.split(';')[0]!.trim().toLowerCase(), content }];
}

function splitHeadBody(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return [raw, ''];
  const sep = raw.slice(at).match(/^\r?\n\r?\n/)![0];
  return [raw.slice(0, at), raw.slice(at + sep.length)];
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // Continuation lines start with white space (RFC 5322 folding).
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The first text/plain part, looking inside multipart bodies. */
function textPart(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const [head, partBody] = splitHeadBody(part.replace(/^\r?\n/, ''));
      const found = textPart(parseHeaders(head), partBody.replace(/\r?\n$/, ''));
      if (found) return found;
    }
    return '';
  }
  return type.toLowerCase().startsWith('text/plain') ? decodeBody(headers, body).replace(/\r\n/g, '\n') : '';
}
