/**
 * The reference for "how the old app did it": every client row in one JSON
 * answer, straight from the database. Started by bench/api.ts in a process of its
 * own (PORT, DATABASE_URL); it never runs in the app. The rows are streamed
 * (COPY … TO STDOUT) so that a million clients cost the time they take, not a
 * string larger than the process may hold; `/ready` answers at once.
 */
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { to as copyTo } from 'pg-copy-streams';
import { createPool } from '../server/platform/db/client';

const pool = createPool(process.env.DATABASE_URL!);

/**
 * COPY's text lines (one JSON object each) as the elements of one JSON array. COPY's text
 * format doubles every backslash (row_to_json has no raw tab or newline to escape); each whole
 * line is undone, so a pair split between two chunks is never seen half.
 */
function jsonArray(): Transform {
  const decoder = new StringDecoder('utf8');
  let first = true;
  let rest = '';
  const element = (line: string) => {
    const text = (first ? '[' : ',') + line.replaceAll('\\\\', '\\');
    first = false;
    return text;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (rest + decoder.write(chunk)).split('\n');
      rest = lines.pop() ?? '';
      done(null, lines.map(element).join(''));
    },
    flush(done) {
      const last = rest + decoder.end();
      done(null, (last ? element(last) : first ? '[' : '') + ']');
    },
  });
}

const server = http.createServer((req, res) => {
  if (req.url === '/ready') return res.end('ready');
  pool
    .connect()
    .then(async (client) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const rows = client.query(copyTo('COPY (SELECT row_to_json(c) FROM clients c) TO STDOUT'));
      try {
        await pipeline(rows, jsonArray(), res);
        client.release();
      } catch (err) {
        // A reader gone mid-answer leaves the COPY running on this connection: it is closed, never reused.
        client.release(err as Error);
        throw err;
      }
    })
    .catch((err: Error) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(err.message);
    });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
