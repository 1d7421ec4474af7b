// A mail catcher for the browser journeys: a real SMTP server on loopback that the app under test sends
// its mails to (SMTP_URL=smtp://127.0.0.1:<smtp port>), plus a small HTTP API that shows what arrived,
// so tests (which run in other processes than this one) can poll it:
//
//   GET    /health            200 "ok" (Playwright's webServer waits for it)
//   GET    /messages[?to=x]   every message received so far, oldest first; `to` keeps those whose
//                             envelope recipient or To header contains x (case-insensitive); each
//                             with its attachments (file name, type, size, bytes in base64)
//   DELETE /messages          forget them all
//   POST   /refuse?to=x       answer RCPT TO for addresses containing x with a temporary failure (451),
//                             as a mail server that is down would make the app's send fail; only those
//                             addresses, so journeys running at the same time still get their mails
//   DELETE /refuse?to=x       take mail for them again
//   GET    /refused[?to=x]    the refused attempts so far ({ to, at }), to see that a send was tried
//
// Plain SMTP on purpose: no TLS (STARTTLS is not offered, so nodemailer does not try it) and no
// required login, like a local relay. Messages are parsed by hand (mailparser is not installable
// here): headers, RFC 2047 encoded words, multipart bodies, quoted-printable and base64.
//
// Usage: node e2e/support/mail-catcher.mjs   (ports from E2E_SMTP_PORT / E2E_MAIL_HTTP_PORT)
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const HOST = '127.0.0.1';
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3126);

/** @typedef {{ filename: string, contentType: string, size: number, base64: string }} CaughtAttachment */
/** @typedef {{ id: number, receivedAt: string, envelope: { from: string | null, to: string[] }, from: string, to: string, subject: string, text: string, html: string | null, attachments: CaughtAttachment[], raw: string }} CaughtMail */

/** @type {CaughtMail[]} */
const messages = [];
let nextId = 1;
/** Lower-cased parts of addresses to refuse for now. */
const refusing = new Set();
/** @type {{ to: string, at: string }[]} */
const refused = [];

const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  // Should a SMTP_URL carry credentials, accept them over plain text rather than fail the journey.
  allowInsecureAuth: true,
  onAuth(_auth, _session, callback) {
    callback(null, { user: 'e2e' });
  },
  logger: false,
  banner: 'e2e mail catcher',
  size: 10 * 1024 * 1024,
  onRcptTo(address, _session, callback) {
    const to = address.address.toLowerCase();
    if ([...refusing].some((part) => to.includes(part))) {
      refused.push({ to: address.address, at: new Date().toISOString() });
      /** @type {Error & { responseCode?: number }} */
      const error = new Error('4.3.0 Mail service temporarily unavailable (e2e outage)');
      error.responseCode = 451;
      callback(error);
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      try {
        const parsed = parseMessage(raw);
        messages.push({
          id: nextId++,
          receivedAt: new Date().toISOString(),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          ...parsed,
          raw,
        });
        callback();
      } catch (error) {
        // Still answer the client (a parse bug here must not make the app retry forever), but keep the
        // raw text so the test shows what came in.
        messages.push({
          id: nextId++,
          receivedAt: new Date().toISOString(),
          envelope: { from: null, to: session.envelope.rcptTo.map((r) => r.address) },
          from: '',
          to: '',
          subject: `(unparsed: ${error instanceof Error ? error.message : String(error)})`,
          text: raw,
          html: null,
          attachments: [],
          raw,
        });
        callback();
      }
    });
  },
});
smtp.on('error', (error) => console.error('[mail-catcher] smtp error:', error.message));

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${HOST}:${httpPort}`);
  const to = url.searchParams.get('to')?.toLowerCase();
  if (url.pathname === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/messages' && req.method === 'GET') {
    const list = to
      ? messages.filter((m) => m.to.toLowerCase().includes(to) || m.envelope.to.some((a) => a.toLowerCase().includes(to)))
      : messages;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    return;
  }
  if (url.pathname === '/refuse' && to && (req.method === 'POST' || req.method === 'DELETE')) {
    if (req.method === 'POST') refusing.add(to);
    else refusing.delete(to);
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/refused' && req.method === 'GET') {
    const list = to ? refused.filter((r) => r.to.toLowerCase().includes(to)) : refused;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    return;
  }
  if (url.pathname === '/messages' && req.method === 'DELETE') {
    messages.length = 0;
    res.writeHead(204).end();
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
});

smtp.listen(smtpPort, HOST, () => {
  http.listen(httpPort, HOST, () => {
    console.log(`[mail-catcher] SMTP on ${HOST}:${smtpPort}, messages on http://${HOST}:${httpPort}/messages`);
  });
});

function shutdown() {
  http.close();
  smtp.close(() => process.exit(0));
  // smtp.close waits for open connections; do not hang Playwright's teardown on one.
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

// ---------------------------------------------------------------------------------------------
// Parsing: enough of RFC 5322 / 2045-2047 for what nodemailer sends.

/**
 * @param {string} raw
 * @returns {{ from: string, to: string, subject: string, text: string, html: string | null, attachments: CaughtAttachment[] }}
 */
function parseMessage(raw) {
  const { headers, body } = splitEntity(raw);
  /** @type {CaughtAttachment[]} */
  const attachments = [];
  const { text, html } = bodiesOf(headers, body, attachments);
  return {
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: text ?? (html ? htmlToText(html) : ''),
    html,
    attachments,
  };
}

/**
 * Headers (unfolded, lower-case names, first occurrence wins) and the body of a message or a MIME part.
 * @param {string} entity
 */
function splitEntity(entity) {
  const normalised = entity.replace(/\r\n/g, '\n');
  const cut = normalised.indexOf('\n\n');
  const head = cut === -1 ? normalised : normalised.slice(0, cut);
  const body = cut === -1 ? '' : normalised.slice(cut + 2);
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/**
 * The text/plain and text/html bodies, decoded, looking inside multipart entities; attachments (parts
 * with a file name, or of any other type) are added to `attachments`.
 * @param {Map<string, string>} headers
 * @param {string} body
 * @param {CaughtAttachment[]} attachments
 * @returns {{ text: string | null, html: string | null }}
 */
function bodiesOf(headers, body, attachments) {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (mediaType.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return { text: body, html: null };
    /** @type {{ text: string | null, html: string | null }} */
    const found = { text: null, html: null };
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break; // the closing delimiter
      const inner = splitEntity(part.replace(/^\n/, ''));
      const sub = bodiesOf(inner.headers, inner.body, attachments);
      found.text ??= sub.text;
      found.html ??= sub.html;
    }
    return found;
  }
  const disposition = headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(contentType)?.[1];
  if (filename !== undefined || /^attachment/i.test(disposition) || !mediaType.startsWith('text/')) {
    const bytes = transferBytes(body, headers.get('content-transfer-encoding') ?? '7bit');
    attachments.push({ filename: decodeWords(filename ?? ''), contentType: mediaType, size: bytes.length, base64: bytes.toString('base64') });
    return { text: null, html: null };
  }
  const decoded = decodeTransfer(body, headers.get('content-transfer-encoding') ?? '7bit', charsetOf(contentType));
  if (mediaType === 'text/html') return { text: null, html: decoded };
  return { text: decoded, html: null };
}

/**
 * An attachment's bytes as sent (base64 and quoted-printable decoded; anything else taken as it came).
 * @param {string} body
 * @param {string} encoding
 */
function transferBytes(body, encoding) {
  const kind = encoding.trim().toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (kind === 'quoted-printable') return quotedPrintableBytes(body);
  return Buffer.from(body.replace(/\n$/, ''), 'utf8');
}

/** @param {string} contentType */
function charsetOf(contentType) {
  return /charset="?([^";]+)"?/i.exec(contentType)?.[1]?.toLowerCase() ?? 'utf-8';
}

/**
 * @param {string} body
 * @param {string} encoding
 * @param {string} charset
 */
function decodeTransfer(body, encoding, charset) {
  const kind = encoding.trim().toLowerCase();
  if (kind === 'base64') return decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset);
  if (kind === 'quoted-printable') return decodeBytes(quotedPrintableBytes(body), charset);
  return body.replace(/\n$/, '');
}

/**
 * Quoted-printable to bytes: soft line breaks ("=" at a line end) join lines; =XX is one byte. Works on
 * bytes, not characters, so a multi-byte UTF-8 character split over two =XX=XX sequences comes back whole.
 * @param {string} body
 */
function quotedPrintableBytes(body) {
  const joined = body.replace(/=\n/g, '');
  /** @type {number[]} */
  const bytes = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i];
    const hex = joined.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/**
 * @param {Buffer} bytes
 * @param {string} charset
 */
function decodeBytes(bytes, charset) {
  try {
    return new TextDecoder(charset).decode(bytes).replace(/\r\n/g, '\n').replace(/\n$/, '');
  } catch {
    return bytes.toString('utf8');
  }
}

/**
 * RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes non-ASCII subjects
 * and names. Whitespace between two adjacent encoded words is dropped, as the RFC says.
 * @param {string} value
 */
function decodeWords(value) {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, charset, kind, text) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : quotedPrintableBytes(text.replace(/_/g, ' '));
      return decodeBytes(bytes, String(charset).toLowerCase());
    });
}

/** @param {string} html */
function htmlToText(html) {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
