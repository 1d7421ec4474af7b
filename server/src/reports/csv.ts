/**
 * CSV for spreadsheets and accounting packages (RFC 4180): fields separated by commas, records by CRLF; a
 * field holding a comma, a quote, CR or LF is quoted, its quotes doubled. The file starts with a UTF-8
 * byte order mark so Excel reads "Ndlovu–Dlamini" and "R 1 000" as UTF-8 rather than the Windows code page.
 *
 * Formula injection (OWASP "CSV Injection"): a text cell starting with = + - @ TAB or CR is read by Excel
 * and LibreOffice as a formula (`=HYPERLINK(…)` in a customer's name). Such text gets a leading ' so it
 * stays text. Numbers the server writes itself (Cell.number) are never prefixed: "-1" is a quantity.
 */

export type Cell = { text: string } | { number: string };

export const text = (value: string | null | undefined): Cell => ({ text: value ?? '' });
/** A number the server formatted itself (digits, one '.', an optional leading '-'): written as it is. */
export const number = (value: string): Cell => {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new RangeError(`not a number cell: ${value}`);
  return { number: value };
};

const FORMULA_START = /^[=+\-@\t\r]/;

function field(cell: Cell): string {
  const value = 'number' in cell ? cell.number : FORMULA_START.test(cell.text) ? `'${cell.text}` : cell.text;
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export const BOM = '\uFEFF';

/** The whole file: BOM, header, records, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly Cell[][]): string {
  const lines = [header.map((h) => field(text(h))), ...rows.map((row) => row.map(field))];
  return BOM + lines.map((line) => line.join(',')).join('\r\n') + '\r\n';
}

/** Rand cents as an accounting amount: 123456 → "1234.56", -5 → "-0.05" (no thousands separator). */
export function randAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be a whole number');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** YYYY-MM-DD as DD/MM/YYYY: the date format Xero's and Sage's South African imports read. */
export const dayMonthYear = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
