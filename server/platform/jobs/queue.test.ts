import { describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { givingBackOnce, keepServingOnLostJobRecord } from './queue';

/** A pool that hands out one client whose release, like pg-pool's, throws when called twice. */
function fakePool() {
  const pool = { released: 0 } as unknown as pg.Pool & { released: number };
  const checkOut = () => {
    let given = false;
    const client = {} as pg.PoolClient;
    client.release = () => {
      if (given) throw new Error('Release called on client which has already been released to the pool.');
      given = true;
      pool.released++;
    };
    return client;
  };
  pool.connect = ((callback?: (err: undefined, client: pg.PoolClient, done: pg.PoolClient['release']) => void) => {
    const client = checkOut();
    if (!callback) return Promise.resolve(client);
    callback(undefined, client, client.release);
  }) as pg.Pool['connect'];
  return pool;
}

describe('the job queue pool', () => {
  it('lets a client be given back twice (a stop meeting a lost connection) without throwing', async () => {
    const raw = fakePool();
    raw.connect((_err, _client, done) => {
      done();
      expect(() => done()).toThrow(/already been released/);
    });

    const pool = givingBackOnce(fakePool());
    pool.connect((_err, client, done) => {
      done();
      expect(() => done()).not.toThrow();
      expect(() => client!.release()).not.toThrow();
    });
    const client = await pool.connect();
    client.release();
    expect(() => client.release()).not.toThrow();
    expect((pool as unknown as { released: number }).released).toBe(2);
  });
});

describe('a job whose outcome cannot be recorded', () => {
  it('keeps the process serving when the database is gone, and throws anything else on', () => {
    // What a Ctrl-C that reached PostgreSQL first leaves to the queue's unawaited completion or failure.
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(() => keepServingOnLostJobRecord(lost)).not.toThrow();
    expect(() => keepServingOnLostJobRecord(new Error('Failed query', { cause: lost }))).not.toThrow();
    const bug = new TypeError('undefined is not a function');
    expect(() => keepServingOnLostJobRecord(bug)).toThrow(bug);
  });
});

describe('a worker failure graphile-worker prints with console.trace', () => {
  it('waits while the database is gone (a Ctrl-C that reached PostgreSQL first), and is printed if the app is not stopping', async () => {
    vi.useFakeTimers();
    const printed = vi.spyOn(console, 'trace').mockImplementation(() => {});
    try {
      vi.resetModules();
      await import('./queue'); // binds the console.trace it finds: the spy
      // A worker asking for its next job once PostgreSQL has stopped.
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:38013'), { code: 'ECONNREFUSED', errno: -111 });
      console.trace(refused);
      expect(printed).not.toHaveBeenCalled();
      vi.advanceTimersByTime(600); // no stop began: an outage, said
      expect(printed).toHaveBeenCalledWith(refused);

      console.trace('Worker failed', new TypeError('undefined is not a function'));
      expect(printed).toHaveBeenCalledTimes(2); // anything else at once
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
