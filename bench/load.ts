/** Load generation on loopback: autocannon for plain requests, a small closed loop for sign-in. */
import http from 'node:http';
import autocannon from 'autocannon';

export interface Measure {
  connections: number;
  requests: number;
  /** Requests completed per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Responses that were not 2xx, plus socket errors and timeouts. */
  failed: number;
  /** Status codes seen, e.g. { "200": 1234 }. */
  statuses: Record<string, number>;
}

export interface Target {
  path: string | string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Runs autocannon against `base` + target for `seconds`; several paths are requested in turn. */
export async function cannon(base: string, target: Target, connections: number, seconds: number): Promise<Measure> {
  const paths = Array.isArray(target.path) ? target.path : [target.path];
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 30,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body !== undefined && { body: target.body }),
    requests: paths.map((path) => ({ path })),
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  return {
    connections,
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    statuses,
  };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Loopback has the whole 127.0.0.0/8: each request leaves from an address of its
 * own, so the per-address sign-in limit (3 every 10 s) does not throttle the run.
 */
let nextAddress = 0;
export function freshLoopbackAddress(): string {
  const n = nextAddress++;
  return `127.${100 + (Math.floor(n / 62_500) % 100)}.${(Math.floor(n / 250) % 250) + 1}.${(n % 250) + 1}`;
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a new connection from `localAddress`. */
export function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string }): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** `connections` loops each sending one request after the other for `seconds`, every request from a fresh address. */
export async function closedLoop(
  send: (localAddress: string) => Promise<Reply>,
  connections: number,
  seconds: number,
): Promise<Measure> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let failed = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          const reply = await send(freshLoopbackAddress());
          statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
          if (reply.status < 200 || reply.status >= 300) failed++;
        } catch {
          failed++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
    statuses,
  };
}

/** The same closed loop around an in-process async operation (the password-hash ceiling). */
export async function closedLoopOf(op: () => Promise<unknown>, concurrency: number, seconds: number): Promise<{ rps: number; p50: number }> {
  const latencies: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await op();
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / ((performance.now() - start) / 1000), p50: percentile(latencies, 50) };
}
