import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig, EmbedsConfig } from '../config/config.js';

/** helmet's `contentSecurityPolicy.directives`: a directive name and its sources. */
export type CspDirectives = Record<string, string[] | null>;

/**
 * The Content-Security-Policy of every answer. The app's own origin only, plus exactly the third-party
 * embeds the configuration names (AppConfig.embeds), each in the one directive it needs:
 * - frame-src: the car search widget (/Cars) and the contact map (/Contact), iframes;
 * - script-src: the tours widget (value-for-money page), a script.
 * An unset embed adds nothing: the page shows its fallback link instead.
 *
 * The rest, and why:
 * - script-src also lists the SHA-256 of each inline <script> of the built index.html (the start-up
 *   script of server-rendered pages and the colour-mode one), so exactly those run and no injected one does;
 * - style-src 'unsafe-inline': Chakra (Emotion) writes its styles into <style> elements at run time;
 * - img-src data: blob: for generated images and upload previews, and https: because an admin may give a
 *   package or hotel photo as any https:// address (the server accepts those; an image cannot run code);
 * - worker-src blob: GraphiQL's editor (Monaco) starts its workers from blob: URLs;
 * - frame-ancestors 'none' (no clickjacking), object-src 'none' (no plugins), base-uri and form-action
 *   'self' (an injected <base> or <form> cannot send anything elsewhere).
 * No upgrade-insecure-requests: the laptop demo is served over plain http (on a LAN address too), where
 * it would break every request; over https, HSTS (helmet's default) does that job.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'embeds' | 'webDist'>): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(config.webDist), ...origins(config.embeds.toursWidgetUrl)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': frameSources(config.embeds),
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': null,
  };
}

function frameSources(embeds: EmbedsConfig): string[] {
  const embedded = [...origins(embeds.carsWidgetUrl), ...origins(embeds.contactMapUrl)];
  // Without any, no frame at all; 'none' rather than an empty list, which browsers read as "unset".
  return embedded.length ? [...new Set(embedded)] : ["'none'"];
}

function origins(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

/**
 * 'sha256-…' of every inline <script> in the built index.html, read once at start-up (a new build means
 * a restart). No build (API only, tests): no inline script to allow.
 */
function inlineScriptHashes(webDist: string | undefined): string[] {
  const index = webDist ? join(webDist, 'index.html') : undefined;
  if (!index || !existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
