import { Image, type ImageProps } from '@chakra-ui/react';
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

/**
 * The widths a photo is available in, for `srcset`, from its URL:
 * - uploads (`/uploads/<id>.webp`): the server stores a 400 px thumbnail (`<id>-thumb.webp`) next to
 *   the display version (at most 1600 px; server/src/uploads);
 * - demo photos (`/photos/<name>.jpg`, 1200 px): 400 and 800 px WebP made by web/scripts/photo-variants.mjs.
 * Anything else (an address on another site) has one size only.
 */
export const photoSrcSet = (src: string): string | undefined => {
  const upload = /^(\/uploads\/[\w-]+)\.webp$/.exec(src);
  if (upload && !upload[1]!.endsWith('-thumb')) return `${upload[1]}-thumb.webp 400w, ${src} 1600w`;
  const demo = /^(\/photos\/[\w-]+)\.jpg$/.exec(src);
  if (demo) return `${demo[1]}-400.webp 400w, ${demo[1]}-800.webp 800w, ${src} 1200w`;
  return undefined;
};

/** A CSS `image-set()` for backgrounds: the 800 px version where there is one, for 1× screens. */
export const photoImageSet = (src: string): string => {
  const demo = /^(\/photos\/[\w-]+)\.jpg$/.exec(src);
  if (!demo) return `url(${src})`;
  return `image-set(url(${demo[1]}-800.webp) type("image/webp") 1x, url(${src}) type("image/jpeg") 2x)`;
};

/**
 * An `<img>` offering the smaller versions of the photo: `sizes` says how wide it is shown, so a
 * phone picks the 400 px file for a card. Its box must be sized by the parent (aspect ratio), so the
 * page does not move when the picture arrives.
 */
export const ResponsivePhoto = ({ src, sizes, ...props }: ImageProps & { src: string; sizes: string }) => {
  const srcSet = usePhotoSources(src, sizes, props.fetchPriority);
  return <Image src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} {...props} />;
};

/** The srcset of a photo; the page's largest one (fetchPriority high) is also preloaded from the server's <head>. */
const usePhotoSources = (src: string, sizes: string, fetchPriority: string | undefined): string | undefined => {
  const srcSet = photoSrcSet(src);
  // The page's largest picture: asked for in the server's <head>, before any script or style, with the
  // same srcset and sizes so the browser reuses that download for this <img>.
  if (fetchPriority === 'high') preload(src, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined });
  return srcSet;
};

/** ResponsivePhoto as a plain <img> styled by a class from a static stylesheet (no styles computed at run time). */
export const StaticPhoto = ({ src, sizes, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string; alt: string }) => {
  const srcSet = usePhotoSources(src, sizes, props.fetchPriority);
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} {...props} />;
};
