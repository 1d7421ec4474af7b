import { jsonForHtml } from '../lib/json-in-html';

/** The id of the JSON data block holding the server's Apollo cache (read by main.tsx). */
export const APOLLO_STATE_ID = '__APOLLO_STATE__';

/** The id of the JSON data block naming the scripts the start-up script (early-boot.ts) loads after the page. */
export const BOOT_ID = '__BOOT__';

/**
 * Set on #root when its content came from the server, so main.tsx hydrates instead of rendering anew;
 * its value lists the lazy modules the page rendered (space-separated source paths), which main.tsx
 * loads before hydrating.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface DocumentParts {
  /** The built index.html. */
  template: string;
  /** React's render of <html><head/><body><div id="root">…</div></body></html>. */
  rendered: string;
  /** Emotion's <style> tags for the rendered markup. */
  styles: string;
  apolloState: unknown;
  /** Source paths of the lazy modules the page rendered (lazy-page.tsx). */
  modules: readonly string[];
  manifest: BuildManifest;
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const between = (text: string, start: string, end: string, fromEnd = false): string => {
  const from = text.indexOf(start);
  const to = fromEnd ? text.lastIndexOf(end) : text.indexOf(end, from + start.length);
  if (from < 0 || to < 0 || to < from) throw new Error(`Rendered document has no ${start}…${end}`);
  return text.slice(from + start.length, to);
};

/**
 * Chunks the rendered lazy modules need beyond what the entry already loads, as paths for the boot
 * block (or modulepreload links on the dev server): fetched with the entry instead of after running it.
 */
export const routePreloads = (manifest: BuildManifest, modules: readonly string[]): string[] => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loadedByEntry = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, into);
  };
  if (entry) visit(Object.keys(manifest).find((key) => manifest[key] === entry)!, loadedByEntry);

  const scripts = new Set<string>();
  for (const module of modules) visit(module, scripts);
  const links: string[] = [];
  for (const file of scripts) {
    if (loadedByEntry.has(file)) continue;
    links.push(`/${file}`);
  }
  return links;
};

const stylesheetLinks = (manifest: BuildManifest, modules: readonly string[]): string =>
  modules.flatMap((module) => (manifest[module]?.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`)).join('');

/**
 * The page the server sends: the built index.html (its entry script, the colour-mode script), with
 * - the page's own head (title, description, canonical, Open Graph, preloads) instead of the shell's
 *   fallback title and description,
 * - Emotion's styles and the route's chunk preloads,
 * - the rendered markup in #root, marked as server-rendered,
 * - the Apollo cache as a JSON data block (never run by the browser, so the Content-Security-Policy has
 *   nothing to allow for it).
 */
export const assembleDocument = ({ template, rendered, styles, apolloState, modules, manifest }: DocumentParts): string => {
  const head = between(rendered, '<head>', '</head>');
  const root = between(rendered, '<div id="root">', '</div></body>', true);
  const state = `<script type="application/json" id="${APOLLO_STATE_ID}">${jsonForHtml(apolloState)}</script>`;
  // The built entry script and its preloads leave the head: early-boot.ts (inlined in index.html)
  // loads them after the page. The dev server's template keeps its own scripts.
  let entry = '';
  const preloads: string[] = [];
  const shellHead = template
    // The shell's title and fallback description are for pages rendered in the browser only.
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\b[^>]*\bdata-fallback\b[^>]*>\s*/g, '')
    .replace(/<script type="module"[^>]*\bsrc="(\/assets\/[^"]+)"[^>]*><\/script>\s*/, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\bhref="(\/assets\/[^"]+)"[^>]*>\s*/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  const routeModules = routePreloads(manifest, modules);
  const boot = entry
    ? `<script type="application/json" id="${BOOT_ID}">${jsonForHtml({ entry, preloads: [...preloads, ...routeModules] })}</script>`
    : '';
  const routeLinks = entry ? '' : routeModules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return shellHead
    .replace('</head>', () => `${head}${routeLinks}${stylesheetLinks(manifest, modules)}${styles}</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="${escapeAttribute(modules.join(' '))}">${root}</div>${state}${boot}`);
};
