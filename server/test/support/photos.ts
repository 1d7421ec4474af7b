import type { App } from 'supertest/types.js';
import sharp from 'sharp';
import request from 'supertest';

/**
 * A photo-like JPEG (a colour gradient, so the re-encoded WebP versions have real content), by default
 * 2400×1600 and without metadata. `withCameraData` adds a GPS position and camera details, which the
 * upload must strip.
 */
export async function gradientJpeg(options: { width?: number; height?: number; withCameraData?: boolean } = {}): Promise<Buffer> {
  const { width = 2400, height = 1600, withCameraData = false } = options;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((255 * x) / width);
      pixels[i + 1] = Math.round((255 * y) / height);
      pixels[i + 2] = 128;
    }
  }
  const jpeg = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 });
  if (withCameraData) {
    jpeg.withExif({
      IFD0: { Make: 'TestCam', Model: 'Leak 3000', Artist: 'Thandi' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '18/1 25/1 0/1' },
    });
  }
  return jpeg.toBuffer();
}

/** GETs a served file (a photo under /uploads) as bytes. */
export function fetchBytes(http: App, url: string) {
  return request(http)
    .get(url)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}
