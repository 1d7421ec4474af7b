import type { Response } from 'express';
import { RetryLaterError } from '../common/errors.js';

/** A throttled answer tells REST clients when to try again (the error filter writes the body). */
export async function withRetryAfter<T>(response: Response, answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof RetryLaterError) response.setHeader('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
