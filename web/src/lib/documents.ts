import { useCallback } from 'react';
import { useSessionStore } from './session-context';

/**
 * The PDFs of quotes, invoices, receipts, vouchers, credit notes and refund confirmations. Those behind a sign-in are fetched
 * with the session's bearer token (a plain link cannot carry it) and handed to the browser as a download;
 * the public quote page's PDFs need only the token in their address, so they are plain links.
 */
export const documentUrls = {
  invoice: (invoiceId: string) => `/api/documents/invoices/${encodeURIComponent(invoiceId)}.pdf`,
  receipt: (paymentId: string) => `/api/documents/receipts/${encodeURIComponent(paymentId)}.pdf`,
  /** Only once the invoice is paid in full. */
  voucher: (invoiceId: string) => `/api/documents/vouchers/${encodeURIComponent(invoiceId)}.pdf`,
  /** Only once the invoice is cancelled. */
  creditNote: (invoiceId: string) => `/api/documents/credit-notes/${encodeURIComponent(invoiceId)}.pdf`,
  /** A refund's confirmation, as a payment's receipt. */
  refund: (refundId: string) => `/api/documents/refunds/${encodeURIComponent(refundId)}.pdf`,
  /** Staff only. */
  quote: (quoteId: string) => `/api/documents/quotes/${encodeURIComponent(quoteId)}.pdf`,
  /** The public quote page's, by the link's token. */
  publicQuote: (token: string) => `/api/quotes/${encodeURIComponent(token)}/quote.pdf`,
  publicInvoice: (token: string) => `/api/quotes/${encodeURIComponent(token)}/invoice.pdf`,
} as const;

export class DocumentDownloadError extends Error {
  constructor(readonly status: number) {
    super(`The document could not be downloaded (HTTP ${status}).`);
    this.name = 'DocumentDownloadError';
  }
}

/** Fetches a document with the bearer token and saves it under `filename`. Rejects on any answer but 2xx. */
export const downloadDocument = async (url: string, filename: string, token: string | null): Promise<void> => {
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new DocumentDownloadError(response.status);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const anchor = document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = filename;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // After the click has started the download; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
};

/** downloadDocument with the signed-in user's token, read when the download starts (it may have been renewed). */
export const useDownloadDocument = () => {
  const store = useSessionStore();
  return useCallback((url: string, filename: string) => downloadDocument(url, filename, store.getState().token), [store]);
};
