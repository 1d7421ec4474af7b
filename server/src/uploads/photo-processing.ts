import sharp, { type Sharp, type SharpOptions } from 'sharp';

// One libvips thread per image: the upload queue (upload-limits.ts) decides how many images use a core at
// once; by default libvips would spread each image over every core and starve the other requests.
sharp.concurrency(1);
import { AppError } from '../common/errors.js';
import { decoderMatches, sniffImageFormat } from './image-format.js';
import {
  DISPLAY_MAX_SIZE,
  fileError,
  MAX_INPUT_PIXELS,
  THUMBNAIL_MAX_SIZE,
  UploadMessages,
  WEBP_QUALITY,
} from './upload-rules.js';

export interface RenderedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface RenderedPhoto {
  display: RenderedImage;
  thumbnail: RenderedImage;
}

const INPUT_OPTIONS: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // 'error' still refuses truncated and broken data, but lets through the harmless warnings
  // (e.g. extraneous bytes before a marker) that many camera JPEGs carry.
  failOn: 'error',
  // Turn the pixels as the camera meant; the EXIF tag itself goes with the rest of the metadata.
  autoOrient: true,
  // The first frame of an animated GIF or WebP.
  animated: false,
};

/**
 * Re-encodes an uploaded photo into what we serve: a display version and a thumbnail, both WebP.
 * Only pixels survive. sharp writes no EXIF, XMP, IPTC or ICC data unless asked, so GPS positions,
 * camera serials and any script smuggled in metadata are dropped.
 * Throws an AppError (400) for anything that is not one of the accepted formats or cannot be decoded.
 */
export async function renderPhoto(bytes: Buffer): Promise<RenderedPhoto> {
  const format = sniffImageFormat(bytes);
  if (!format) throw fileError(UploadMessages.NOT_AN_IMAGE);
  try {
    const source = sharp(bytes, INPUT_OPTIONS);
    const metadata = await source.metadata();
    if (!decoderMatches(format, metadata)) throw fileError(UploadMessages.NOT_AN_IMAGE);
    const [display, thumbnail] = await Promise.all([
      toWebp(source.clone(), DISPLAY_MAX_SIZE),
      toWebp(source.clone(), THUMBNAIL_MAX_SIZE),
    ]);
    return { display, thumbnail };
  } catch (error) {
    throw decodingError(error);
  }
}

async function toWebp(image: Sharp, maxSize: number): Promise<RenderedImage> {
  const { data, info } = await image
    .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** sharp reports every problem of the input as a plain Error; turn it into the user's message. */
function decodingError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  if (/exceeds pixel limit/i.test(error.message)) return fileError(UploadMessages.TOO_MANY_PIXELS);
  if (/unsupported image format/i.test(error.message)) return fileError(UploadMessages.NOT_AN_IMAGE);
  return fileError(UploadMessages.UNREADABLE);
}
