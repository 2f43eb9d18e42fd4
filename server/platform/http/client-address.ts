import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';
import type { AppEnv } from '../context';
import type { Env } from '../env';

/** The header this server sets to the connection's address, so rate limits count per client. */
export const CLIENT_IP_HEADER = 'x-arcadia-client-ip';

/**
 * The client's address: the connection's, or, from a connection made by a trusted
 * proxy (TRUST_PROXY), the nearest address in X-Forwarded-For that no trusted proxy
 * added. What an untrusted hop writes there is never read.
 */
export function clientAddressOf(request: Pick<IncomingMessage, 'socket' | 'headers'>, trust: Env['TRUST_PROXY']): string {
  const trusted = typeof trust === 'number' ? (_: string, hop: number) => hop < trust : proxyaddr.compile(trust);
  const address = proxyaddr(request as IncomingMessage, trusted);
  // An IPv4 client of a server listening on IPv6 shows as ::ffff:a.b.c.d: one client, one address.
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/**
 * The address of the client that sent the request, for rate limits, throttling and
 * session rows. Requests made in-process (tests) have no connection: they may name
 * their address in CLIENT_IP_HEADER.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming?.socket) return c.req.header(CLIENT_IP_HEADER) ?? 'in-process';
  return clientAddressOf(incoming, c.get('ctx').env.TRUST_PROXY);
}
