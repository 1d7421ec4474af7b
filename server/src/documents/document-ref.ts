/**
 * What a mail attaches: a reference to an issued document, never its bytes. Issued documents do not
 * change (a sent quote, an invoice, a payment and a credit note are immutable in the database), so the
 * mail worker renders the same file at send time as at queue time, and the outbox stays small.
 */
export const DOCUMENT_KINDS = ['quote', 'invoice', 'credit-note', 'receipt', 'voucher', 'refund'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * `id` is the quote's id for a quote, the payment's for a receipt, the refund's for a refund, and the invoice's for an invoice, its
 * credit note and its travel voucher (an invoice has at most one of each).
 */
export interface DocumentRef {
  readonly kind: DocumentKind;
  readonly id: string;
}

/** A rendered document, ready for a download or a mail attachment. */
export interface RenderedDocument {
  readonly filename: string;
  readonly content: Buffer;
}

export const PDF_CONTENT_TYPE = 'application/pdf';

/** A file name safe in a Content-Disposition header and on any file system: "INV-2027-00001.pdf". */
export function pdfFilename(stem: string): string {
  return `${stem.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '') || 'document'}.pdf`;
}

export function isDocumentRef(value: unknown): value is DocumentRef {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id } = value as Record<string, unknown>;
  return typeof id === 'string' && (DOCUMENT_KINDS as readonly unknown[]).includes(kind);
}
