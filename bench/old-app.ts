/**
 * The reference for "how the old app did it": every client row in one JSON
 * answer, straight from the pool. Started by bench/api.ts in a process of its
 * own (PORT, DATABASE_URL); it never runs in the app.
 */
import http from 'node:http';
import { createPool } from '../server/platform/db/client';

const pool = createPool(process.env.DATABASE_URL!);
const server = http.createServer((req, res) => {
  pool
    .query('SELECT * FROM clients')
    .then(({ rows }) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(rows));
    })
    .catch((err: Error) => {
      res.writeHead(500);
      res.end(err.message);
    });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
