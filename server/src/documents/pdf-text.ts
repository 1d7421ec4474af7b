/**
 * Text that any customer or staff member typed, made safe to draw. The documents embed DejaVu Sans
 * (dejavu-fonts-ttf: Latin, Greek, Cyrillic, IPA, Hebrew and Arabic letters and more), so "Zoë Ŋgema"
 * prints as typed. What the font has no glyph for (Chinese, emoji) is folded to its base letters when
 * NFKD has one and drawn as "?" otherwise; control and format characters (bidi overrides, zero-width
 * joiners, NUL) are dropped and lone surrogates become "?". A document never fails on its text.
 * Right-to-left text keeps its logical order: pdf-lib draws runs left to right and does no shaping.
 */

/** The code points a font can draw (pdf-lib's PDFFont.getCharacterSet()). */
export type CharacterSet = ReadonlySet<number>;

const REPLACEMENT = '?';
// Cc: controls (tabs and line breaks are handled by the caller first); Cf: format characters such as
// U+202E RIGHT-TO-LEFT OVERRIDE, which would otherwise reorder what a reader sees around them.
const INVISIBLE = /^[\p{Cc}\p{Cf}]$/u;
const COMBINING_MARK = /^\p{M}$/u;

/** One line of `text` that `charset` can draw in full. */
export function drawableLine(text: string, charset: CharacterSet): string {
  let out = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ').normalize('NFC')) {
    out += drawableChar(char, charset);
  }
  return out;
}

/** `text` split into its lines (any line break), each made drawable. */
export function drawableLines(text: string, charset: CharacterSet): string[] {
  return text.split(/\r\n|[\r\n\u2028\u2029]/).map((line) => drawableLine(line, charset));
}

function drawableChar(char: string, charset: CharacterSet): string {
  const code = char.codePointAt(0)!;
  // A lone surrogate: half of a character, lost on the way; there is nothing to draw.
  if (code >= 0xd800 && code <= 0xdfff) return REPLACEMENT;
  if (INVISIBLE.test(char)) return '';
  if (charset.has(code)) return char;
  // "ŉ" → "ʼn", "ﬁ" → "fi", "Ẁ" → "W" + grave: keep what the font has, drop the marks it has not.
  const folded = [...char.normalize('NFKD')].filter((part) => charset.has(part.codePointAt(0)!) || !COMBINING_MARK.test(part));
  if (folded.length > 0 && folded.every((part) => charset.has(part.codePointAt(0)!))) return folded.join('');
  return REPLACEMENT;
}

/**
 * Greedy word wrap to `maxWidth` as `measure` counts it; a word longer than a line (a URL, a reference
 * typed without spaces) is broken between characters. Always at least one line, possibly empty.
 */
export function wrapLine(line: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(/ +/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    let rest = word;
    while (rest && measure(rest) > maxWidth) {
      const chars = [...rest];
      let fit = 1;
      while (fit < chars.length && measure(chars.slice(0, fit + 1).join('')) <= maxWidth) fit++;
      lines.push(chars.slice(0, fit).join(''));
      rest = chars.slice(fit).join('');
    }
    current = rest;
  }
  lines.push(current);
  return lines;
}
