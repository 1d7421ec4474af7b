/**
 * Which photo formats we take, decided from the file's first bytes only: the client's file name
 * and content type are the client's claims, and a renamed SVG, PDF or HTML page must never reach
 * an image decoder or the site.
 */
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type ImageFormat = (typeof ACCEPTED_FORMATS)[number];

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
/** ISO-BMFF brands of AVIF stills and sequences (HEIC's `heic`/`mif1`-only files are not AVIF). */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The accepted format these bytes start with, or undefined for anything else. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return undefined;
}

/** An ISO-BMFF file whose leading `ftyp` box names an AVIF brand, major or compatible. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (boxSize < 16 || boxSize > bytes.length || boxSize % 4 !== 0) return false;
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // bytes 12..16 are the minor version; the compatible brands follow to the end of the box.
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

/**
 * Whether the decoder libvips picked is the one the signature promised (sharp reports AVIF as
 * `heif` with `av1` compression). A mismatch means a file built to look like one format and
 * parse as another: refuse it.
 */
export function decoderMatches(format: ImageFormat, decoded: { format?: string; compression?: string }): boolean {
  if (format === 'avif') return decoded.format === 'heif' && decoded.compression === 'av1';
  return decoded.format === format;
}
