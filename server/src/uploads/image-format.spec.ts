import { describe, expect, it } from '@jest/globals';
import { decoderMatches, sniffImageFormat } from './image-format.js';

const bytes = (...parts: (string | number[])[]): Buffer =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** An ISO-BMFF `ftyp` box: size, "ftyp", major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]): Buffer => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta');
};

describe('sniffImageFormat', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['avif', ftyp('avif', 'mif1', 'miaf')],
    ['avif', ftyp('avis', 'msf1')],
    ['avif', ftyp('mif1', 'avif', 'miaf')],
  ])('recognises %s by its first bytes', (format, data) => {
    expect(sniffImageFormat(data)).toBe(format);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['text', bytes('Just some notes')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an SVG with an XML declaration', bytes('<?xml version="1.0"?><svg/>')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['a TIFF', bytes('II*\0', [8, 0, 0, 0])],
    ['a BMP', bytes('BM', [0, 0, 0, 0])],
    ['HEIC', ftyp('heic', 'mif1', 'heic')],
    ['an MP4 video', ftyp('isom', 'iso2', 'mp41')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a lone JPEG start marker', bytes([0xff, 0xd8])],
    ['a cut-off PNG signature', bytes([0x89], 'PNG')],
    ['an ftyp box that claims more bytes than the file has', bytes([0, 0, 1, 0], 'ftypavif', [0, 0, 0, 0])],
    ['an ftyp box of a bad size', bytes([0, 0, 0, 3], 'ftypavif', [0, 0, 0, 0])],
  ])('refuses %s', (_name, data) => {
    expect(sniffImageFormat(data)).toBeUndefined();
  });

  it('reads a view into a larger buffer from its own start', () => {
    const pool = Buffer.concat([bytes('junk'), ftyp('avif')]);
    expect(sniffImageFormat(pool.subarray(4))).toBe('avif');
  });
});

describe('decoderMatches', () => {
  it('takes AVIF only as HEIF with AV1 compression', () => {
    expect(decoderMatches('avif', { format: 'heif', compression: 'av1' })).toBe(true);
    expect(decoderMatches('avif', { format: 'heif', compression: 'hevc' })).toBe(false);
  });

  it('refuses a file that decodes as another format than its signature', () => {
    expect(decoderMatches('png', { format: 'png' })).toBe(true);
    expect(decoderMatches('png', { format: 'svg' })).toBe(false);
    expect(decoderMatches('jpeg', {})).toBe(false);
  });
});
