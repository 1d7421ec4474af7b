/**
 * The acceptance link's rule, in one place for every reader of it: the quote page and its actions
 * (quotes.service.ts) and the PDF downloads behind the same link (documents/). Only the SHA-256 of the
 * token is stored; an unknown, mistyped or expired token answers the same NOT_FOUND.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { notFound } from '../common/errors.js';
import type { Database, Transaction } from '../db/client.js';
import { quotes, type QuoteRow } from '../db/schema.js';

/** Unknown, expired or mistyped: the same words, so a link never tells which. */
export const QUOTE_LINK_INVALID = 'This quote link is not valid or has expired. Please contact us for a new one.';

export const hashQuoteToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The quote behind a link while the link is valid; NOT_FOUND (QUOTE_LINK_INVALID) otherwise. */
export async function findQuoteByToken(tx: Database | Transaction, token: unknown, forUpdate = false): Promise<QuoteRow> {
  // Tokens are 43 base64url characters; anything else cannot match and is not worth a query.
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound(QUOTE_LINK_INVALID);
  const query = tx.select().from(quotes).where(eq(quotes.tokenHash, hashQuoteToken(token))).limit(1);
  const [quote] = forUpdate ? await query.for('update') : await query;
  if (!quote || !quote.tokenExpiresAt || quote.tokenExpiresAt.getTime() <= Date.now()) throw notFound(QUOTE_LINK_INVALID);
  return quote;
}
