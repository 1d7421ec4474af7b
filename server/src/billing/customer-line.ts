import type { InvoiceLineRow, QuoteLineRow } from '../db/schema.js';

/**
 * What a customer sees of a quote or invoice line, and all an invoice copies from the accepted quote:
 * never the net cost or margin (staff only, on the quote's own line type).
 */
export function customerLine(line: QuoteLineRow | InvoiceLineRow) {
  return {
    position: line.position,
    kind: line.kind,
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    currency: line.currency,
    exchangeRate: line.exchangeRate,
    amountCents: line.amountCents,
    vatTreatment: line.vatTreatment,
    vatPercent: line.vatPercent,
    vatCents: line.vatCents,
  };
}
