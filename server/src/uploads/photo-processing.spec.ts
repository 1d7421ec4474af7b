import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { AppError } from '../common/errors.js';
import { renderPhoto } from './photo-processing.js';
import { UploadMessages } from './upload-rules.js';

const solid = (width: number, height: number, background = '#2b7bc0') =>
  sharp({ create: { width, height, channels: 3, background } });

async function refusal(bytes: Buffer): Promise<AppError> {
  const error = await renderPhoto(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('renderPhoto', () => {
  it('shrinks into 1600×1600 and 400×400 WebP, keeping the aspect ratio', async () => {
    const { display, thumbnail } = await renderPhoto(await solid(3000, 1000).jpeg().toBuffer());
    expect(display).toMatchObject({ width: 1600, height: 533 });
    expect(thumbnail).toMatchObject({ width: 400, height: 133 });
    expect(await sharp(display.data).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 533 });
    expect(await sharp(thumbnail.data).metadata()).toMatchObject({ format: 'webp', width: 400, height: 133 });
  });

  it('never enlarges a small photo', async () => {
    const { display, thumbnail } = await renderPhoto(await solid(300, 200).png().toBuffer());
    expect(display).toMatchObject({ width: 300, height: 200 });
    expect(thumbnail).toMatchObject({ width: 300, height: 200 });
  });

  it('turns the pixels as the EXIF orientation says and drops the tag', async () => {
    const sideways = await solid(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { display } = await renderPhoto(sideways);
    expect(display).toMatchObject({ width: 200, height: 300 });
    const out = await sharp(display.data).metadata();
    expect(out.orientation).toBeUndefined();
    expect(out.exif).toBeUndefined();
  });

  it('drops EXIF, XMP and ICC data', async () => {
    const tagged = await solid(100, 100)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Photographer' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 55/1 0/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .toBuffer();
    const { display, thumbnail } = await renderPhoto(tagged);
    for (const image of [display, thumbnail]) {
      const out = await sharp(image.data).metadata();
      expect(out.exif).toBeUndefined();
      expect(out.xmp).toBeUndefined();
      expect(out.icc).toBeUndefined();
      expect(image.data.includes('Secret Photographer')).toBe(false);
    }
  });

  it('keeps transparency', async () => {
    const clear = await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const { display } = await renderPhoto(clear);
    expect((await sharp(display.data).metadata()).hasAlpha).toBe(true);
  });

  it('takes the first frame of an animated GIF', async () => {
    const frames = Buffer.concat([
      Buffer.alloc(20 * 10 * 3, Buffer.from([255, 0, 0])),
      Buffer.alloc(20 * 10 * 3, Buffer.from([0, 0, 255])),
    ]);
    const gif = await sharp(frames, { raw: { width: 20, height: 20, channels: 3, pageHeight: 10 } }).gif().toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const { display } = await renderPhoto(gif);
    expect(display).toMatchObject({ width: 20, height: 10 });
    const { dominant } = await sharp(display.data).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(50);
  });

  it.each([
    ['WebP', () => solid(40, 30).webp().toBuffer()],
    ['AVIF', () => solid(40, 30).avif().toBuffer()],
  ])('takes %s', async (_name, make) => {
    expect((await renderPhoto(await make())).display).toMatchObject({ width: 40, height: 30 });
  });

  it.each([
    ['TIFF', () => solid(40, 30).tiff().toBuffer()],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>')],
    ['text', async () => Buffer.from('hello')],
  ])('refuses %s as not an image', async (_name, make) => {
    const error = await refusal(await make());
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: UploadMessages.NOT_AN_IMAGE, fields: { file: UploadMessages.NOT_AN_IMAGE } });
  });

  it.each([
    ['a truncated JPEG', async () => (await solid(400, 300).jpeg().toBuffer()).subarray(0, 300)],
    ['a PNG cut in half', async () => {
      const png = await sharp(Buffer.alloc(300 * 200 * 3).map((_, i) => (i * 7) % 256), { raw: { width: 300, height: 200, channels: 3 } }).png().toBuffer();
      return png.subarray(0, png.length >> 1);
    }],
    ['a WebP header with garbage after it', async () => Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(64, 7)])],
    ['a bare JPEG signature', async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0])],
  ])('refuses %s as unreadable', async (_name, make) => {
    expect(await refusal(await make())).toMatchObject({ code: 'BAD_USER_INPUT', message: UploadMessages.UNREADABLE });
  });

  it('refuses more than 40 megapixels before decoding them', async () => {
    const bomb = await solid(8000, 6000, '#ffffff').png({ compressionLevel: 9 }).toBuffer();
    expect(await refusal(bomb)).toMatchObject({ code: 'BAD_USER_INPUT', message: UploadMessages.TOO_MANY_PIXELS });
  });
});
