import { useLocation } from 'react-router';
import { site } from '../config/site';
import { jsonForHtml } from '../lib/json-in-html';
import { useSiteOrigin } from '../lib/render-context';

/** A schema.org object for a JSON-LD block (plain data: strings, numbers, booleans, arrays, objects). */
export type JsonLd = { readonly [key: string]: unknown };

export interface PageMetaProps {
  /** The page's own title, shown as "Title — Ubuntu Horizons Travel"; leave it out for the site name alone. */
  title?: string;
  /** One or two sentences for search results and link previews (cut to about 160 characters). */
  description: string;
  /**
   * The page's canonical path (`paths.x.to(...)`), so the spec's aliases (/packages/{id}), any letter
   * case (routes match case-insensitively) and search criteria in the query all name one address.
   * Default: the current path without its query.
   */
  path?: string;
  /** Open Graph type: `website` for most pages; a package or hotel page says what it shows. */
  type?: 'website' | 'product' | 'place';
  /** A photo for link previews (relative or absolute; made absolute here). */
  image?: string | null;
  /** schema.org data for search engines, written as a JSON-LD block. */
  jsonLd?: JsonLd;
  /** Keep the page out of search indexes (the not-found page, error pages). */
  noindex?: boolean;
}

const DESCRIPTION_MAX = 160;

/** The full document title: "Page — Ubuntu Horizons Travel". */
export const pageTitle = (title?: string): string => (title ? `${title} — ${site.name}` : site.name);

/**
 * An address on this site as an absolute URL (canonical links and Open Graph need absolute ones), against
 * `base`: the site's origin (useSiteOrigin) or an absolute address on it.
 */
export const absoluteUrl = (pathOrUrl: string, base: string): string => new URL(pathOrUrl, base).href;

/** Whitespace folded and cut at a word boundary near `max` characters, with an ellipsis when cut. */
export const summarize = (text: string, max = DESCRIPTION_MAX): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
};

/** JSON for the page's `<script type="application/ld+json">` block (escaped for HTML: lib/json-in-html.ts). */
export const serializeJsonLd = (data: JsonLd): string => jsonForHtml(data);

/**
 * The document head of a page: title, description, canonical address, Open Graph and optional JSON-LD.
 * React 19 moves `<title>`, `<meta>` and `<link>` rendered anywhere into document.head and removes them
 * when the page goes, so each page renders one of these and nothing else manages the head. Render exactly
 * one per page (a second title would win over the first). React puts a page's title before any other, so
 * index.html's own stays behind it as the title between two pages (while the next one's code loads). The JSON-LD block is a data block, which
 * browsers never run: the Content-Security-Policy has nothing to allow.
 */
export const PageMeta = ({ title, description, path, type = 'website', image, jsonLd, noindex = false }: PageMetaProps) => {
  const location = useLocation();
  const origin = useSiteOrigin();
  const fullTitle = pageTitle(title);
  const summary = summarize(description);
  const url = absoluteUrl(path ?? location.pathname, origin);
  const imageUrl = image ? absoluteUrl(image, origin) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale.replace('-', '_')} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? site.name} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      {jsonLd && <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>}
    </>
  );
};
