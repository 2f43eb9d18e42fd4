import { Readable } from 'node:stream';
import type { Context } from 'hono';

/**
 * The Content-Disposition value for a stored file: the original name for the
 * person (RFC 5987 `filename*`, UTF-8) with a plain ASCII fallback, never
 * anything that could break the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const clean = [...fileName].map((ch) => (ch.charCodeAt(0) < 0x20 || ch === '\x7f' || ch === '/' || ch === '\\' ? '_' : ch)).join('').trim() || 'file';
  const ascii = clean.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["%;]/g, '_').trim() || 'file';
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface StoredFileToServe {
  stream: Readable;
  size: number;
  /** The original name, shown to the person only. */
  fileName: string;
  contentType: string;
}

/**
 * The request destinations (`Sec-Fetch-Dest`) that never hand the bytes to a browser's
 * own viewer: a fetch (the app's pdf.js viewer, which draws pages and runs no script)
 * and an <img> (avatars). A navigation (tab, iframe, embed, object, or a browser that
 * does not say) would open a PDF in Chromium's viewer, which runs its JavaScript
 * whatever the CSP says.
 */
const INLINE_DESTINATIONS = new Set(['empty', 'image']);

/**
 * Answers with a stored file, for routes that have already checked the policy:
 * `inline` (if asked) to the app's own reads, `attachment` to anything else,
 * never cached. Whatever the bytes hold, opened on their own they run no script
 * (`sandbox`, and a download rather than the browser's viewer) and are never
 * read as another type than the one given (`nosniff`).
 */
export function serveFile(c: Context, file: StoredFileToServe, asked: 'inline' | 'attachment'): Response {
  const kind = asked === 'inline' && INLINE_DESTINATIONS.has(c.req.header('sec-fetch-dest') ?? '') ? 'inline' : 'attachment';
  return c.body(Readable.toWeb(file.stream) as unknown as ReadableStream, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(kind, file.fileName),
    Vary: 'Sec-Fetch-Dest',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
  });
}
