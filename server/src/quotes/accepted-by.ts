import type { QuoteRow } from '../db/schema.js';

/** Who accepted a quote, in words for staff and the invoice: through the e-mailed link, or signed in. */
export function acceptedByOf(row: Pick<QuoteRow, 'acceptedAt' | 'acceptedByUserId' | 'customerName'>): string | null {
  if (!row.acceptedAt) return null;
  return row.acceptedByUserId ? `${row.customerName}, signed in to their account` : `${row.customerName}, through the e-mailed link`;
}
