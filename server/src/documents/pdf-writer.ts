/**
 * A small flowing layout over pdf-lib: headings, paragraphs, label/value rows and tables that wrap their
 * cells and continue on new pages (repeating a table's header), then page numbers on save. Documents are
 * built top to bottom with it and never position anything by hand.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PageSizes, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawableLines, wrapLine, type CharacterSet } from './pdf-text.js';

const require = createRequire(import.meta.url);

/** Read once per process: about 1 MB, subset into each document (a few tens of kB per PDF). */
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
function loadFontFiles() {
  fontFiles ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontFiles;
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 50;
const FOOTER_SPACE = 30;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = rgb(0.1, 0.13, 0.17);
const MUTED = rgb(0.4, 0.43, 0.48);
const RULE = rgb(0.8, 0.82, 0.85);

export interface Column {
  header: string;
  /** A share of the content width; the shares of a table add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

interface Font {
  pdf: PDFFont;
  charset: CharacterSet;
}

export class PdfWriter {
  private page: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: Font,
    private readonly bold: Font,
  ) {
    this.page = this.newPage();
  }

  /**
   * No creation date and fixed subset font names (pdf-lib would add the clock and a random suffix): the
   * same rows give the same bytes, so a document issued once is the same file whenever it is downloaded
   * or mailed, and the dates that matter are printed on the page.
   */
  static async create(title: string, author: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.registerFontkit(fontkit);
    const files = await loadFontFiles();
    const embed = async (bytes: Uint8Array, customName: string): Promise<Font> => {
      const pdf = await doc.embedFont(bytes, { subset: true, customName });
      return { pdf, charset: new Set(pdf.getCharacterSet()) };
    };
    // A subset font's name is a six-letter tag, "+", and the font's PostScript name (PDF 32000 §9.6.4).
    const writer = new PdfWriter(doc, await embed(files.regular, 'UHDOCA+DejaVuSans'), await embed(files.bold, 'UHDOCB+DejaVuSans-Bold'));
    doc.setTitle(writer.drawable(title, writer.regular));
    doc.setAuthor(writer.drawable(author, writer.regular));
    doc.setCreator(writer.drawable(author, writer.regular));
    doc.setProducer('pdf-lib');
    return writer;
  }

  /** A line of big bold text, e.g. "TAX INVOICE". */
  title(text: string): void {
    this.paragraph(text, { size: 18, bold: true, after: 6 });
  }

  heading(text: string): void {
    this.space(8);
    this.paragraph(text, { size: 12, bold: true, after: 4 });
  }

  /** Wrapped text; line breaks in `text` are kept. */
  paragraph(text: string, options: { size?: number; bold?: boolean; muted?: boolean; after?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size, CONTENT_WIDTH)) {
      this.ensure(size * 1.4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font: font.pdf, color: options.muted ? MUTED : INK });
      this.y -= size * 1.4;
    }
    this.y -= options.after ?? 2;
  }

  /** Label and value pairs in two columns; a value wraps within its column. */
  rows(pairs: readonly (readonly [label: string, value: string])[], options: { labelShare?: number; boldLast?: boolean } = {}): void {
    const labelWidth = CONTENT_WIDTH * (options.labelShare ?? 0.4);
    pairs.forEach(([label, value], i) => {
      const bold = options.boldLast === true && i === pairs.length - 1;
      this.line([label, value], [labelWidth, CONTENT_WIDTH - labelWidth], ['left', 'left'], bold ? this.bold : this.regular, 10);
    });
  }

  /** A table whose cells wrap; rows flow onto further pages, each starting with the header again. */
  table(columns: readonly Column[], body: readonly (readonly string[])[]): void {
    const widths = columns.map((c) => c.share * CONTENT_WIDTH);
    const aligns = columns.map((c) => c.align ?? 'left');
    const header = () => {
      this.line(columns.map((c) => c.header), widths, aligns, this.bold, 9);
      this.rule();
    };
    this.ensure(40);
    header();
    for (const cells of body) {
      const height = this.lineHeight(cells, widths, this.regular, 9);
      if (this.y - height < MARGIN + FOOTER_SPACE) {
        this.newPage();
        header();
      }
      this.line(cells, widths, aligns, this.regular, 9);
    }
    this.rule();
  }

  space(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.ensure(6);
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 2 }, end: { x: PAGE_WIDTH - MARGIN, y: this.y - 2 }, thickness: 0.5, color: RULE });
    this.y -= 6;
  }

  /** The finished file, with "Page n of m" and `footer` at the foot of every page. */
  async save(footer: string): Promise<Buffer> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const text = this.drawable(`${footer} · Page ${i + 1} of ${pages.length}`, this.regular);
      page.drawText(text, { x: MARGIN, y: MARGIN - 20, size: 8, font: this.regular.pdf, color: MUTED });
    });
    return Buffer.from(await this.doc.save());
  }

  private line(cells: readonly string[], widths: readonly number[], aligns: readonly ('left' | 'right')[], font: Font, size: number): void {
    const wrapped = cells.map((cell, i) => this.wrap(cell, font, size, widths[i]! - 6));
    const height = this.lineHeight(cells, widths, font, size);
    this.ensure(height);
    let x = MARGIN;
    wrapped.forEach((lines, i) => {
      const width = widths[i]!;
      lines.forEach((text, n) => {
        const textWidth = font.pdf.widthOfTextAtSize(text, size);
        const left = aligns[i] === 'right' ? x + width - 6 - textWidth : x;
        this.page.drawText(text, { x: left, y: this.y - size - n * size * 1.3, size, font: font.pdf, color: INK });
      });
      x += width;
    });
    this.y -= height;
  }

  private lineHeight(cells: readonly string[], widths: readonly number[], font: Font, size: number): number {
    const tallest = Math.max(...cells.map((cell, i) => this.wrap(cell, font, size, widths[i]! - 6).length));
    return tallest * size * 1.3 + 4;
  }

  private wrap(text: string, font: Font, size: number, width: number): string[] {
    return drawableLines(text, font.charset).flatMap((line) => wrapLine(line, width, (t) => font.pdf.widthOfTextAtSize(t, size)));
  }

  private drawable(text: string, font: Font): string {
    return drawableLines(text, font.charset).join(' ');
  }

  /** Starts a new page when fewer than `height` points are left above the footer. */
  private ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
    return this.page;
  }
}
