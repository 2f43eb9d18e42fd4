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
 * Answers with a stored file, for routes that have already checked the policy:
 * `inline` for a viewer, `attachment` for a download, never cached. Whatever the
 * bytes hold, opened on their own they run no script (`sandbox`) and are never
 * read as another type than the one given (`nosniff`).
 */
export function serveFile(c: Context, file: StoredFileToServe, kind: 'inline' | 'attachment'): Response {
  return c.body(Readable.toWeb(file.stream) as unknown as ReadableStream, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(kind, file.fileName),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
  });
}
