/**
 * Reads a PDF back as a customer's viewer would: checks the file is a PDF and extracts its text with
 * pdf-parse (pdf.js), so a test asserts what the document says, not how it was drawn.
 */
import { PDFParse } from 'pdf-parse';

export interface ReadPdf {
  /** The text of every page, joined; runs of white space collapsed to one space. */
  text: string;
  pages: number;
}

export async function readPdf(bytes: Buffer | Uint8Array): Promise<ReadPdf> {
  const buffer = Buffer.from(bytes);
  if (buffer.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF: no %PDF- header');
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/\s+/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}
