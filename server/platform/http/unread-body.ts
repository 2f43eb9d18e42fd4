import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';

/** How long the rest of a refused body is read before the connection is given up instead. */
export const DRAIN_WAIT_MS = 10_000;
/** The least that is read of a refused body: a proxy's own limit (nginx's site: 30 MB) lets such bodies through. */
const DRAIN_FLOOR_BYTES = 64 * 1024 * 1024;

/**
 * A body the route answered without reading to its end (a 413, a file of the
 * wrong kind, a 401 before the upload) still arrives on the caller's
 * connection, which the caller will use again for its next request. Before
 * answering, the rest is read and thrown away, up to twice the largest body
 * the app accepts (64 MB at least) and for at most DRAIN_WAIT_MS; a body that
 * is larger, or slower, gets its answer with `Connection: close`, so the caller
 * opens a new connection instead of finding this one closed under its next
 * request.
 *
 * Reading the rest before answering (rather than after) is what lets the
 * answer promise keep-alive honestly, and lets a proxy that is still sending
 * the body (nginx) read the answer instead of a reset connection.
 */
export function settleUnreadBodies(largestAcceptedBody: number): MiddlewareHandler {
  const maxBodyBytes = Math.max(DRAIN_FLOOR_BYTES, 2 * largestAcceptedBody);
  return async (c, next) => {
    await next();
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (!incoming || !hasBody(incoming) || incoming.complete) return;
    const declared = Number(incoming.headers['content-length'] ?? 0);
    const drained = declared <= maxBodyBytes && (await discardRest(incoming, maxBodyBytes, DRAIN_WAIT_MS));
    if (!drained) c.header('Connection', 'close');
  };
}

function hasBody(incoming: IncomingMessage): boolean {
  if (incoming.method === 'GET' || incoming.method === 'HEAD') return false;
  return incoming.headers['transfer-encoding'] !== undefined || Number(incoming.headers['content-length'] ?? 0) > 0;
}

/** Reads and drops what is left of `incoming`: true once it ended within the bounds. */
function discardRest(incoming: IncomingMessage, maxBytes: number, maxMs: number): Promise<boolean> {
  if (incoming.destroyed) return Promise.resolve(false);
  // The route's readers are done with the body; a stream adapter left attached
  // would pause it again as soon as its own queue is full.
  incoming.removeAllListeners('data');
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('data', count);
      incoming.off('end', onEnd);
      incoming.off('close', onClose);
      if (!ended) incoming.pause();
      resolve(ended);
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(incoming.readableEnded);
    const timer = setTimeout(() => finish(false), maxMs);
    incoming.on('data', count);
    incoming.once('end', onEnd);
    incoming.once('close', onClose);
    incoming.resume();
  });
}
