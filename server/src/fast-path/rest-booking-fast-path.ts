import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Logger } from '@nestjs/common';
import { restBookingInputIfValid } from '../bookings/booking-input-check.js';
import type { BookingInput } from '../bookings/booking.inputs.js';
import { clientAddressOf } from '../auth/client-address.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import { restBookingAnswer } from '../bookings/rest-booking-body.js';
import type { ApiExceptionFilter } from '../common/exception.filter.js';
import { IDEMPOTENCY_HEADER } from '../common/idempotency.js';
import type { AppConfig } from '../config/config.js';
import { readJsonBodyEarly } from '../http/early-json-body.js';
import { requestContext, requestIdFrom } from '../logging/request-context.js';
import { answerInternalError, type FastAnswers } from './json-answer.js';

/** The route as the spec's client sends it; its other spellings (`/API/Bookings/`, a query string) go to Express. */
const PATH = '/api/bookings';
const IDEMPOTENCY = IDEMPOTENCY_HEADER.toLowerCase();
/** What Express's `res.json` puts on the answer besides the security headers, ETag and length. */
const JSON_TYPE = 'application/json; charset=utf-8';

interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly retryAfter?: string;
}

/**
 * The booking form's request through the REST compatibility API (`POST /api/bookings`, anonymous), answered
 * ahead of Express and Nest's router: the body read by the same JSON parser, checked by
 * `restBookingInputIfValid` (the controller's own steps: the pipe's boundary, the form's field names,
 * numbers sent as text, the input's checks), then the same `BookingsService` reads the package and stores the
 * booking with its mails and audit event. The answer is the controller's (201, the same JSON, headers, ETag,
 * request id and log line).
 *
 * As for the GraphQL booking fast path (booking-fast-path.ts), nothing is handed on once written: until the
 * booking's statement is sent, whatever the controller would refuse or word (a body that is not JSON or
 * fails a check, an unknown package, a trip that does not fit), an Idempotency-Key, a signed-in or CORS
 * caller goes on to Express, which answers as it always did. A failure after the statement was sent is
 * answered here, worded by the same exception filter.
 */
export class RestBookingFastPath {
  /** Requests answered here since start (tests read it to tell which path answered). */
  answered = 0;
  private service: BookingsService | undefined;
  private readonly corsConfigured: boolean;
  private readonly logger = new Logger('RestBookingFastPath');

  constructor(
    private readonly config: AppConfig,
    private readonly bookings: () => BookingsService,
    private readonly answers: FastAnswers,
    private readonly errors: ApiExceptionFilter,
  ) {
    this.corsConfigured = config.security.corsOrigins.length > 0;
  }

  readonly step = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (!this.config.fastPath || req.method !== 'POST' || req.url !== PATH) return next();
    if (req.headers.authorization !== undefined || (this.corsConfigured && req.headers.origin !== undefined)) return next();
    if (req.headers[IDEMPOTENCY] !== undefined) return next();
    // Behind a trusted proxy the client's address is Express's to work out (X-Forwarded-For); the write limit counts it.
    if (this.config.security.trustProxy !== false) return next();
    readJsonBodyEarly(req, res, () => {
      // A body the parser refused or did not read (not JSON) leaves an empty or no body: the check refuses it.
      const input = restBookingInputIfValid((req as IncomingMessage & { body?: unknown }).body);
      if (!input) return next();
      this.book(req, res, input, next);
    });
  };

  private book(req: IncomingMessage, res: ServerResponse, input: BookingInput, next: () => void): void {
    const started = performance.now();
    const reqId = requestIdFrom(req.headers['x-request-id']);
    const state = { writing: false };
    requestContext
      .run({ reqId }, () => this.answer(input, clientAddressOf(req), state))
      .then(async ({ status, body, retryAfter }) => {
        this.answered++;
        // As the exception filter answers a refusal: never kept by a cache, and when to retry if it says so.
        const headers = { 'content-type': JSON_TYPE, ...(status >= 400 ? { 'cache-control': 'no-store' } : {}), ...(retryAfter ? { 'retry-after': retryAfter } : {}) };
        await this.answers.send(req, res, reqId, started, Buffer.from(JSON.stringify(body)), headers, status);
      })
      .catch((error: unknown) => {
        if (!state.writing && !res.headersSent) return next();
        answerInternalError(res, this.logger, error, 'The REST booking fast path');
      });
  }

  /** Throws, before anything is written, when the request should go on to the controller (which words the refusal). */
  private async answer(input: BookingInput, clientAddress: string | null, state: { writing: boolean }): Promise<Answer> {
    const bookings = (this.service ??= this.bookings());
    const pkg = await bookings.checkedPackage(input);
    state.writing = true;
    try {
      return { status: 201, body: restBookingAnswer(await bookings.store(pkg, input, { clientAddress })) };
    } catch (error) {
      return this.errors.toHttpAnswer(error);
    }
  }
}
