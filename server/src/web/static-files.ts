import { existsSync, readdirSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { pickEncoding } from '../http/content-encoding.js';

/** Content types of the precompressed files (express.static would guess them from the name). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

const YEAR = 'public, max-age=31536000, immutable';

/**
 * The web build's files. Vite names everything under assets/ by content hash, so a name never changes
 * content: cached for a year. Other files of public/ (photos, icons) keep their names across deploys: an
 * hour. index.html is never served as a file: every page address is answered by the page handler.
 *
 * Scripts and styles come precompressed from the build (vite.config.ts writes .br and .gz beside each):
 * sent as they are to a browser that accepts the encoding, so no CPU is spent compressing them per request.
 */
export function staticFiles(dist: string): express.RequestHandler[] {
  const assets = join(dist, 'assets');
  const precompressed = new Set(existsSync(assets) ? readdirSync(assets) : []);
  const servePrecompressed = (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice('/assets/'.length);
    if (!req.path.startsWith('/assets/') || name.includes('/') || !precompressed.has(name)) return next();
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
    if (!suffix || !precompressed.has(name + suffix)) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    // The file's own headers are set by send as it starts sending those bytes, never before: when the
    // compressed file cannot be sent (gone, a precondition header refused), nothing claims an encoding
    // or a year's cache for whatever answers instead (the plain file, or an error).
    const headers = { 'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream', 'Content-Encoding': encoding, 'Cache-Control': YEAR };
    // No ranges of a compressed copy: a piece of a brotli stream is nothing a browser can decode alone.
    res.sendFile(join(assets, name + suffix), { dotfiles: 'deny', headers, acceptRanges: false }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
  const assetsDir = assets + sep;
  const files = express.static(dist, {
    index: false,
    redirect: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.startsWith(assetsDir) ? YEAR : 'public, max-age=3600');
    },
  });
  // The shell is a template, never a file of its own: /index.html is an address like any other.
  const notTheShell = (req: Request, res: Response, next: NextFunction): void => (req.path === '/index.html' ? next() : files(req, res, next));
  return [servePrecompressed, notTheShell];
}
