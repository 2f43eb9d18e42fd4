import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site: a foreign Origin, or a
 * browser that says the request is cross-site. Same-origin requests and
 * non-browser clients (no Origin header) pass.
 */
export const rejectForeignOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    const appOrigin = new URL(c.get('ctx').env.APP_URL).origin;
    const host = c.req.header('host');
    const sameHost = origin !== undefined && host !== undefined && safeHost(origin) === host;
    if ((origin !== undefined && origin !== appOrigin && !sameHost) || c.req.header('sec-fetch-site') === 'cross-site') {
      throw forbidden('Origine della richiesta non consentita');
    }
  }
  await next();
});

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
