import { describe, expect, it } from '@jest/globals';
import { BOM, dayMonthYear, number, randAmount, text, toCsv } from './csv.js';

describe('toCsv', () => {
  it('quotes what RFC 4180 requires, doubles quotes, ends lines with CRLF and starts with a BOM', () => {
    const csv = toCsv(['A', 'B'], [[text('plain'), text('with, comma')], [text('say "hi"'), text('two\nlines')]]);
    expect(csv).toBe(`${BOM}A,B\r\nplain,"with, comma"\r\n"say ""hi""","two\nlines"\r\n`);
  });

  it('keeps a formula-looking text cell as text, and leaves numbers the server wrote alone', () => {
    const cells = ['=HYPERLINK("http://x")', '+27 82', '-1', '@SUM(A1)', '\tTab', '\rCR'].map((v) => text(v));
    const csv = toCsv(['x', 'y', 'z', 'a', 'b', 'c'], [[...cells], [number('-1'), number('12.50'), text(''), text(null), text(undefined), text('ok')]]);
    const [, first, second] = csv.slice(1).split('\r\n');
    expect(first).toBe(`"'=HYPERLINK(""http://x"")",'+27 82,'-1,'@SUM(A1),'\tTab,"'\rCR"`);
    expect(second).toBe('-1,12.50,,,,ok');
    expect(() => number('=1')).toThrow(RangeError);
  });

  it('writes rand cents and dates the way accounting imports read them', () => {
    expect([randAmount(123_456), randAmount(5), randAmount(-5), randAmount(0), randAmount(-100)]).toEqual(['1234.56', '0.05', '-0.05', '0.00', '-1.00']);
    expect(dayMonthYear('2027-01-05')).toBe('05/01/2027');
  });
});
