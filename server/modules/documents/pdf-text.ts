import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Bounds on the work one PDF may cause, so a hostile file cannot hang or exhaust the server. */
export interface PdfTextLimits {
  /** Pages read, at most. */
  maxPages: number;
  /** Characters kept, at most (PostgreSQL caps a tsvector at 1 MB). */
  maxChars: number;
  /** Wall-clock time before the extraction is abandoned. */
  timeoutMs: number;
  /** Heap of the extraction thread. */
  maxHeapMb: number;
}

export const DEFAULT_PDF_TEXT_LIMITS: PdfTextLimits = { maxPages: 300, maxChars: 200_000, timeoutMs: 20_000, maxHeapMb: 256 };

const PDFJS_URL = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;

// Runs in its own thread: pdf.js parses the bytes and returns the text of the first pages.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { getDocument } = await import(workerData.pdfjsUrl);
  const doc = await getDocument({
    data: new Uint8Array(workerData.bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  }).promise;
  const pages = Math.min(doc.numPages, workerData.maxPages);
  let text = '';
  for (let n = 1; n <= pages && text.length < workerData.maxChars; n++) {
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
  parentPort.postMessage(text);
})().catch(() => parentPort.postMessage(''));
`;

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
 * The text layer of a PDF, extracted on this server in a separate thread with a
 * time, page, size and memory cap. A PDF without text, a broken PDF or one that
 * hits a limit gives '' (the document is stored all the same).
 */
export function extractPdfText(bytes: Uint8Array, limits: PdfTextLimits = DEFAULT_PDF_TEXT_LIMITS): Promise<string> {
  return slot(
    () =>
      new Promise<string>((resolve) => {
        const copy = new Uint8Array(bytes).buffer;
        const worker = new Worker(WORKER_SOURCE, {
          eval: true,
          workerData: { pdfjsUrl: PDFJS_URL, bytes: copy, maxPages: limits.maxPages, maxChars: limits.maxChars },
          transferList: [copy],
          resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
          stdout: true,
          stderr: true,
        });
        // pdf.js warnings stay out of the server log.
        worker.stdout.resume();
        worker.stderr.resume();
        let settled = false;
        const finish = (text: string) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          resolve(normalizeText(text, limits.maxChars));
        };
        const timer = setTimeout(() => finish(''), limits.timeoutMs);
        worker.once('message', (text: unknown) => finish(typeof text === 'string' ? text : ''));
        worker.once('error', () => finish(''));
        worker.once('exit', () => finish(''));
      }),
  );
}
