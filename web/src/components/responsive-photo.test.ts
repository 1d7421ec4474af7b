import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { photoSrcSet } from './responsive-photo';

describe('photoSrcSet', () => {
  it('offers an upload with its thumbnail', () => {
    expect(photoSrcSet('/uploads/0b7f6f9e-3c1a-4f5e-9d7e-2a1b3c4d5e6f.webp')).toBe(
      '/uploads/0b7f6f9e-3c1a-4f5e-9d7e-2a1b3c4d5e6f-thumb.webp 400w, /uploads/0b7f6f9e-3c1a-4f5e-9d7e-2a1b3c4d5e6f.webp 1600w',
    );
  });

  it('offers a demo photo in its WebP widths', () => {
    expect(photoSrcSet('/photos/foggy-jetty.jpg')).toBe('/photos/foggy-jetty-400.webp 400w, /photos/foggy-jetty-800.webp 800w, /photos/foggy-jetty.jpg 1200w');
  });

  it('leaves other addresses alone', () => {
    expect(photoSrcSet('https://example.com/a.jpg')).toBeUndefined();
    expect(photoSrcSet('/uploads/x-thumb.webp')).toBeUndefined();
    expect(photoSrcSet('/uploads/../etc.webp')).toBeUndefined();
  });

  it('finds every variant of every demo photo in public/photos (npm run photos -w web makes them)', () => {
    const dir = join(__dirname, '../../public/photos');
    const missing = readdirSync(dir)
      .filter((name) => name.endsWith('.jpg'))
      .flatMap((name) => [400, 800].map((width) => name.replace(/\.jpg$/, `-${width}.webp`)))
      .filter((variant) => !existsSync(join(dir, variant)));
    expect(missing).toEqual([]);
  });
});
