import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from './context';
import type { Env } from './env';
import { storageProblem } from './files/storage';
import { queueState, type QueueState } from './jobs/state';

/** This server's Prometheus metrics (docs/decisions/103). */
export interface Metrics {
  registry: Registry;
  /** Counts one answered request; `route` is the matched route's pattern, never the raw path. */
  request(method: string, route: string, status: number, seconds: number): void;
}

const QUEUE_STATES = ['pending', 'scheduled', 'running', 'failed'] as const satisfies readonly (keyof QueueState)[];

/**
 * Requests by method, route pattern and status; their duration; the app's database
 * pool; the job queue (read from the database at each scrape); Node's own process
 * figures (memory, CPU, event-loop delay, garbage collection); whether the database and the
 * file store answer.
 */
export function createMetrics(ctx: Pick<AppContext, 'db' | 'pool' | 'storage'>): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'arcadia_http_requests_total',
    help: 'Richieste HTTP risposte, per metodo, percorso (modello della rotta) e codice di stato.',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const duration = new Histogram({
    name: 'arcadia_http_request_duration_seconds',
    help: 'Durata delle richieste HTTP in secondi, per metodo e percorso (modello della rotta).',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const { pool, db, storage } = ctx;
  new Gauge({
    name: 'arcadia_db_pool_connections',
    help: 'Connessioni del pool al database: total (aperte), idle (libere), waiting (richieste in attesa di una connessione).',
    labelNames: ['state'],
    registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  // The queue read once per scrape, by the two gauges that show it (null: the database did not answer).
  let reading: Promise<QueueState | null> | undefined;
  const readQueue = () =>
    (reading ??= queueState(db)
      .catch(() => null)
      .finally(() => {
        reading = undefined;
      }));
  new Gauge({
    name: 'arcadia_database_up',
    help: '1 se il database ha risposto alla lettura della coda dei lavori, 0 altrimenti.',
    registers,
    async collect() {
      this.set((await readQueue()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'arcadia_files_up',
    help: "1 se l'archivio dei file (la cartella o il bucket S3) ha risposto alla lettura della sua identità, 0 altrimenti.",
    registers,
    async collect() {
      this.set((await storageProblem(storage)) ? 0 : 1);
    },
  });
  new Gauge({
    name: 'arcadia_jobs',
    help: 'Lavori nella coda, per stato: pending (da eseguire ora), scheduled (più avanti, riprovi compresi), running, failed (abbandonati).',
    labelNames: ['state'],
    registers,
    async collect() {
      const state = await readQueue();
      // The database does not answer: no queue figures rather than stale ones.
      if (!state) return this.reset();
      for (const s of QUEUE_STATES) this.set({ state: s }, state[s]);
    },
  });
  new Gauge({
    name: 'arcadia_jobs_oldest_pending_seconds',
    help: 'Da quanti secondi aspetta il lavoro più vecchio da eseguire ora (0: nessuno aspetta).',
    registers,
    async collect() {
      const state = await readQueue();
      if (!state) return this.reset();
      this.set(state.oldestPendingSeconds);
    },
  });
  return {
    registry,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status });
      duration.observe({ method, route }, seconds);
    },
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the metrics token (compared in constant time). */
export function carriesMetricsToken(authorization: string | undefined | null, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}

/** The metrics port's server: GET /metrics with the token, nothing else. */
export function metricsServer(metrics: Metrics, token: string): http.Server {
  return http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    if (!carriesMetricsToken(req.headers.authorization, token)) {
      res.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
}

/**
 * Listens on METRICS_PORT (on HOST, like the app) when it is set; a port that cannot be
 * used is said in Italian to `fail`. Without METRICS_PORT, nothing.
 */
export function listenForMetrics(metrics: Metrics, env: Env, fail: (message: string) => void): void {
  if (env.METRICS_PORT === undefined || env.METRICS_TOKEN === undefined) return;
  const port = env.METRICS_PORT;
  metricsServer(metrics, env.METRICS_TOKEN)
    .on('error', (err: NodeJS.ErrnoException) => {
      fail(`La porta delle metriche METRICS_PORT=${port} non si può usare (${err.code ?? err.message}): scegline un'altra, es. ${port === 9464 ? 9465 : 9464}, o togli METRICS_PORT.`);
    })
    .listen(port, env.HOST);
}
