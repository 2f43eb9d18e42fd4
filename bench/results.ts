import fs from 'node:fs';
import path from 'node:path';

const FILE = path.resolve(import.meta.dirname, 'results.json');

/** Writes one part ('api', 'web', 'cluster' or 'curve') of bench/results.json, keeping the other parts of an earlier run. */
export function writeResults(part: 'api' | 'web' | 'cluster' | 'curve', data: unknown): void {
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(fs.readFileSync(FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    // first run, or an unreadable file: start over
  }
  all[part] = data;
  fs.writeFileSync(FILE, JSON.stringify(all, null, 2) + '\n');
}
