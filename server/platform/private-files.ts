import fs from 'node:fs';
import path from 'node:path';

/**
 * Modes of what the app keeps in DATA_DIR (stored files, outbox mail with its reset links,
 * backups): readable by the system account running the app only (decision 018).
 */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/**
 * Takes away from group and others what earlier versions let them read in `dir`'s folders
 * (0755 folders, 0644 files). A folder already private is taken as done, contents included:
 * the app writes private folders and files only, so a start costs a few stats.
 */
export function tightenFolders(dir: string, skip: string[] = []): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip.includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const { mode } = fs.lstatSync(full);
    if (entry.isDirectory() && (mode & 0o077) !== 0) {
      fs.chmodSync(full, PRIVATE_DIR);
      tightenFolders(full);
    } else if (entry.isFile() && (mode & 0o077) !== 0) {
      fs.chmodSync(full, PRIVATE_FILE);
    }
  }
}
