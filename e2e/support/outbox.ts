import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');

/** Undoes quoted-printable (soft line breaks and =XX bytes), the encoding long lines get in .eml files. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Text of every base64 part, decoded, so links inside them are found too. */
function decodeBase64Parts(raw: string): string {
  const parts = raw.split(/\r?\n--/).filter((p) => /Content-Transfer-Encoding:\s*base64/i.test(p));
  return parts
    .map((p) => p.split(/\r?\n\r?\n/).slice(1).join('').replace(/\s+/g, ''))
    .map((b64) => Buffer.from(b64, 'base64').toString('utf8'))
    .join('\n');
}

async function newestMailFor(email: string, after: number): Promise<string | null> {
  const files = await fs.readdir(OUTBOX).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((f) => f.endsWith('.eml'))
      .map(async (f) => {
        const file = path.join(OUTBOX, f);
        const [stat, raw] = await Promise.all([fs.stat(file), fs.readFile(file, 'utf8')]);
        return { mtime: stat.mtimeMs, raw };
      }),
  );
  const mine = mails
    .filter((m) => m.mtime >= after && new RegExp(`^To:.*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(m.raw))
    .sort((a, b) => b.mtime - a.mtime);
  return mine[0]?.raw ?? null;
}

/**
 * Waits for the newest e-mail to `email` (written after `after`, ms since epoch)
 * whose link contains `linkPart`, and returns that link.
 */
export async function linkFromOutbox(email: string, linkPart: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const raw = await newestMailFor(email, after);
        if (!raw) return undefined;
        const text = `${decodeQuotedPrintable(raw)}\n${decodeBase64Parts(raw)}`;
        link = text.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes(linkPart))?.replace(/&amp;/g, '&');
        return link;
      },
      { message: `email con link "${linkPart}" per ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}
