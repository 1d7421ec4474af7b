import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DocumentDownloadError, documentUrls, downloadDocument } from './documents';

/** jsdom has no object URLs: stand-ins for one test, put back after it. */
const stubObjectUrls = () => {
  const { createObjectURL, revokeObjectURL } = URL;
  const created = vi.fn(() => 'blob:document');
  URL.createObjectURL = created;
  URL.revokeObjectURL = vi.fn();
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  return created;
};

describe('downloadDocument', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches with the bearer token and saves the answer under the file name', async () => {
    const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const created = stubObjectUrls();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('INV-2026-00042.pdf');
      expect(this.href).toBe('blob:document');
    });
    await downloadDocument(documentUrls.invoice('inv1'), 'INV-2026-00042.pdf', 'token-1');
    expect(fetchMock).toHaveBeenCalledWith('/api/documents/invoices/inv1.pdf', { headers: { Authorization: 'Bearer token-1' } });
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });

  it('sends no Authorization header without a session, and rejects an answer that is not a document', async () => {
    const fetchMock = vi.fn(async () => new Response('Forbidden', { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(downloadDocument(documentUrls.receipt('pay 1'), 'receipt.pdf', null)).rejects.toBeInstanceOf(DocumentDownloadError);
    expect(fetchMock).toHaveBeenCalledWith('/api/documents/receipts/pay%201.pdf', { headers: {} });
  });
});
