import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** Bounds on the work one PDF may cause, so a hostile file cannot hang or exhaust the server. */
export interface PdfTextLimits {
  /** Pages read, at most. */
  maxPages: number;
  /** Characters kept, at most (PostgreSQL caps a tsvector at 1 MB). */
  maxChars: number;
  /** Wall-clock time before the extraction is abandoned. */
  timeoutMs: number;
  /** JavaScript heap of the extraction process (--max-old-space-size). */
  maxHeapMb: number;
  /**
   * Resident memory of the extraction process, all of it: the heap, and the
   * buffers outside it where pdf.js keeps decoded streams (a small PDF may
   * inflate to gigabytes). Above it the process is killed. Checked on Linux.
   */
  maxRssMb: number;
}

export const DEFAULT_PDF_TEXT_LIMITS: PdfTextLimits = { maxPages: 300, maxChars: 200_000, timeoutMs: 20_000, maxHeapMb: 256, maxRssMb: 512 };

/** How often the resident memory of an extraction is read. */
const WATCH_INTERVAL_MS = 50;

const PDFJS_URL = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;

// Runs in a process of its own (node --input-type=module -e): the PDF on stdin,
// the text of the first pages back over the IPC channel. A string, so the server
// bundle needs no file beside it.
const CHILD_SOURCE = `
const [pdfjsUrl, maxPages, maxChars] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3])];
process.on('disconnect', () => process.exit(0));
let text = '';
try {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const { getDocument } = await import(pdfjsUrl);
  const doc = await getDocument({
    data: new Uint8Array(Buffer.concat(chunks)),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  }).promise;
  const pages = Math.min(doc.numPages, maxPages);
  for (let n = 1; n <= pages && text.length < maxChars; n++) {
    try {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (typeof item.str === 'string') text += item.str + (item.hasEOL ? '\\n' : ' ');
      }
      text += '\\n';
      page.cleanup();
    } catch {
      // A broken page does not spoil the others.
    }
  }
  await doc.destroy();
} catch {
  text = '';
}
process.send(text.slice(0, maxChars * 2), () => process.exit(0));
`;

/** Resident memory of a process in MB, from /proc (Linux); null where it cannot be read. */
async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

let running = 0;
const waiting: Array<() => void> = [];
/** Extractions run at most this many at a time; the rest wait their turn. */
const MAX_PARALLEL = 2;

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Tidies extracted text: no NUL (PostgreSQL refuses it), collapsed blanks, capped length. */
export function normalizeText(raw: string, maxChars: number): string {
  return raw
    .replaceAll('\u0000', '')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n[ \n]*/g, '\n')
    .trim()
    .slice(0, maxChars);
}

/**
 * The text layer of a PDF, extracted by pdf.js in a child process with a time,
 * page, character, heap and resident-memory cap: a runaway file (a
 * decompression bomb, a page that never ends) is killed without touching the
 * server's own memory. A PDF without text, a broken PDF or one that hits a
 * limit gives '' (the document is stored all the same).
 */
export function extractPdfText(bytes: Uint8Array, limits: Partial<PdfTextLimits> = {}): Promise<string> {
  const { maxPages, maxChars, timeoutMs, maxHeapMb, maxRssMb } = { ...DEFAULT_PDF_TEXT_LIMITS, ...limits };
  return slot(
    () =>
      new Promise<string>((resolve) => {
        const child = spawn(
          process.execPath,
          [
            `--max-old-space-size=${maxHeapMb}`,
            '--disallow-code-generation-from-strings',
            '--input-type=module',
            '-e',
            CHILD_SOURCE,
            PDFJS_URL,
            String(maxPages),
            String(maxChars),
          ],
          // Nothing of the server's environment (database URL, mail credentials) reaches it; pdf.js warnings stay out of the log.
          { env: {}, stdio: ['pipe', 'ignore', 'ignore', 'ipc'], serialization: 'json' },
        );
        let settled = false;
        const finish = (text: string) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          clearInterval(watchdog);
          child.kill('SIGKILL');
          resolve(normalizeText(text, maxChars));
        };
        const timer = setTimeout(() => finish(''), timeoutMs);
        const watchdog = setInterval(() => {
          if (child.pid === undefined) return;
          void residentMb(child.pid).then((mb) => {
            if (mb !== null && mb > maxRssMb) finish('');
          });
        }, WATCH_INTERVAL_MS);
        child.once('message', (text: unknown) => finish(typeof text === 'string' ? text : ''));
        child.once('error', () => finish(''));
        child.once('close', () => finish(''));
        child.stdin!.on('error', () => {});
        child.stdin!.end(bytes);
      }),
  );
}
