import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formatBytes } from '@domain/file-size';
import { AppError } from '../errors';
import { UPLOAD_ENVELOPE_BYTES, fileTooLarge, markUploadRequest } from '../files/upload';

/** Ceiling of a JSON (or any other non-upload) body. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Ceiling of a body sent to better-auth: e-mail, password, name and a few fields. */
export const AUTH_BODY_LIMIT = 64 * 1024;

/**
 * The routes that receive a file (receiveUpload), as Hono paths. They get
 * MAX_UPLOAD_MB plus the envelope; receiveUpload refuses to run on any other
 * route, so an upload route missing here fails its tests instead of being
 * held to the JSON limit.
 */
const UPLOAD_ROUTES = ['POST /api/documents', 'POST /api/contracts', 'POST /api/profile/avatar', 'POST /api/staff/:id/avatar', 'POST /api/deadlines/:id/complete', 'POST /api/requests/items/:itemId/files', 'POST /api/aml/files/:id/identifications'].map((route) => {
  const [method, path] = route.split(' ') as [string, string];
  return { method, pattern: new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`) };
});

function tooLarge(maxBytes: number) {
  return () => {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `La richiesta è troppo grande: il massimo consentito è ${formatBytes(maxBytes)}.`);
  };
}

/**
 * A ceiling on every request body, applied before any route reads it (Hono's
 * bodyLimit): a declared Content-Length over the limit is refused before a byte
 * is read; a body without one is read only up to the limit, then refused.
 * Upload routes are the exception for bodies without Content-Length: those are
 * never buffered here but counted by receiveUpload as they stream to storage.
 */
export function bodyLimits(maxUploadMb: number): MiddlewareHandler {
  const maxFile = maxUploadMb * 1024 * 1024;
  const auth = bodyLimit({ maxSize: AUTH_BODY_LIMIT, onError: tooLarge(AUTH_BODY_LIMIT) });
  const json = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge(JSON_BODY_LIMIT) });
  const upload = bodyLimit({
    maxSize: maxFile + UPLOAD_ENVELOPE_BYTES,
    onError: () => {
      throw fileTooLarge(maxFile);
    },
  });
  return async (c, next) => {
    const { method, path } = c.req;
    if (path === '/api/auth' || path.startsWith('/api/auth/')) return auth(c, next);
    // Only a multipart body is an upload: anything else sent there is held to the JSON limit.
    const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
    if (multipart && UPLOAD_ROUTES.some((r) => r.method === method && r.pattern.test(path))) {
      markUploadRequest(c.req.raw);
      const declared = c.req.header('content-length') !== undefined && c.req.header('transfer-encoding') === undefined;
      return declared ? upload(c, next) : next();
    }
    return json(c, next);
  };
}
