import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode, HTTP_STATUS_OF } from '../common/errors.js';

/** What Node refuses before any request exists, in the API's words (Node's own answers have no body). */
const REFUSALS: Record<string, { code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    code: ErrorCode.REQUEST_HEADER_FIELDS_TOO_LARGE,
    message: 'The request line and headers are too large (at most 16 KB together).',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'The request body is malformed: its chunk extensions are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { code: ErrorCode.REQUEST_TIMEOUT, message: 'The request did not arrive in time.' },
};
const MALFORMED = { code: ErrorCode.BAD_USER_INPUT, message: 'The request could not be read: it is not valid HTTP/1.1.' };

/**
 * Node answers a request it cannot parse (headers over its 16 KB limit, a malformed request line, a
 * request too slow to arrive) itself, with an empty body, before Express or any filter sees it. With a
 * `clientError` listener it leaves that answer to us: the same status Node would send, in the API's JSON
 * shape (`{ statusCode, code, message }`), never cached, and the connection closed (its bytes cannot be
 * trusted to frame another request). A socket already answering, or already gone, is only closed.
 */
export function answerClientErrorsInJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (error.code === 'ECONNRESET' || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    const { code, message } = (error.code && REFUSALS[error.code]) || MALFORMED;
    const status = HTTP_STATUS_OF[code];
    const body = JSON.stringify({ statusCode: status, code, message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
