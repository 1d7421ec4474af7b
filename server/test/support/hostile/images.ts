/**
 * Hand-made hostile files for the upload tests: a PNG built chunk by chunk (so its header can claim any
 * size), polyglots, and files that only look like images by name or first bytes.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data, CRC over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bit depth
  data[9] = 0; // greyscale
  return pngChunk('IHDR', data);
}

/**
 * A decompression bomb: a PNG whose header declares `width` × `height` greyscale pixels, with the first
 * `rows` rows of zeros deflated (a few kilobytes for rows of 50 000 pixels). Decoding it in full would
 * take width × height bytes: 2.5 GB at 50 000 × 50 000.
 */
export function pngBomb(width = 50_000, height = 50_000, rows = 64): Buffer {
  const raw = Buffer.alloc(rows * (width + 1)); // each row: a filter byte, then the pixels
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', deflateSync(raw, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A small valid PNG with `text` in a tEXt chunk before the pixels (a payload a re-encode must drop). */
export function pngWithText(keyword: string, text: string, width = 16, height = 16): Buffer {
  const raw = Buffer.alloc(height * (width + 1), 0x80);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    pngChunk('tEXt', Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')])),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest ZIP archive (an empty one): its end-of-central-directory record. */
export const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** Files that are not images, each with the name and type of one. */
export const NOT_IMAGES: { label: string; bytes: Buffer; filename: string; contentType: string }[] = [
  { label: 'a PDF named .jpg', bytes: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), filename: 'scan.jpg', contentType: 'image/jpeg' },
  { label: 'an HTML page named .png', bytes: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), filename: 'photo.png', contentType: 'image/png' },
  { label: 'a Windows program named .gif', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]), filename: 'funny.gif', contentType: 'image/gif' },
  { label: 'a ZIP named .webp', bytes: EMPTY_ZIP, filename: 'photo.webp', contentType: 'image/webp' },
  { label: 'a GIF/JavaScript polyglot', bytes: Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.domain);//'), filename: 'avatar.gif', contentType: 'image/gif' },
  { label: 'a PNG signature followed by HTML', bytes: Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')]), filename: 'x.png', contentType: 'image/png' },
  { label: 'an SVG with script, named and typed as SVG', bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), filename: 'logo.svg', contentType: 'image/svg+xml' },
  { label: 'a JPEG start marker and nothing else', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), filename: 'tiny.jpg', contentType: 'image/jpeg' },
  { label: 'one byte', bytes: Buffer.from([0x00]), filename: 'one.png', contentType: 'image/png' },
];
