/**
 * `npm run photos -w web`: the demo photos (public/photos/*.jpg, 1200 px wide) in the smaller WebP
 * widths the site's srcset offers (src/components/responsive-photo.ts), so a phone downloads a
 * 400 or 800 px picture instead of the 1200 px JPEG. Run after adding a photo; commit the results.
 * Existing variants are rewritten, so the output only depends on the source files.
 */
import { readdirSync } from 'node:fs';
import { stdout } from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import sharp from 'sharp';

export const WIDTHS = [400, 800];
const dir = fileURLToPath(new URL('../public/photos/', import.meta.url));

for (const file of readdirSync(dir).filter((name) => name.endsWith('.jpg'))) {
  const base = file.slice(0, -'.jpg'.length);
  for (const width of WIDTHS) {
    const out = `${dir}${base}-${width}.webp`;
    const info = await sharp(`${dir}${file}`).resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toFile(out);
    stdout.write(`${base}-${width}.webp ${info.width}×${info.height} ${(info.size / 1024).toFixed(0)} KB\n`);
  }
}
