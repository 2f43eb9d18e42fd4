import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context';
import { log, loggedPath } from '../log';
import type { Metrics } from '../metrics';

/**
 * One log line per answered request (request id, the signed-in person's id once a
 * route has read the session, method, path without its keys, status, duration in ms)
 * and, with metrics, its count and duration by route pattern. Errors thrown by the
 * routes are answered by onError first, so their status is the one logged.
 */
export function observeRequests(metrics: Metrics | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const ms = performance.now() - start;
    const { status } = c.res;
    // After the routes ran, the route index is the one that answered: its pattern, not the path.
    metrics?.request(c.req.method, routePath(c), status, ms / 1000);
    if (log.isLevelEnabled('info')) {
      log.info(
        { reqId: c.get('requestId'), userId: c.get('actor')?.id, method: c.req.method, path: loggedPath(c.req.path), status, ms: Math.round(ms * 10) / 10 },
        'richiesta',
      );
    }
  };
}
