import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../seed/factories/pdf';
import { extractPdfText, normalizeText } from './pdf-text';

/**
 * A small PDF whose one page has a FlateDecode content stream that inflates to
 * `mib` MiB of blanks: one full-flushed deflate block repeated (about 1 KB per
 * MiB), then the final block and the Adler-32 of the whole, in closed form.
 */
function decompressionBomb(mib: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1 << 20, 0x20), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const n = BigInt(mib) << 20n;
  const a = (1n + n * 0x20n) % 65521n;
  const b = (n + (0x20n * n * (n + 1n)) / 2n) % 65521n;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(Number((b << 16n) | a));
  const content = Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(mib).fill(block), zlib.deflateRawSync(Buffer.alloc(0)), adler]);

  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: Buffer | string) => {
    const buf = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(buf);
    length += buf.length;
  };
  add('%PDF-1.4\n');
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>'];
  objects.forEach((object, i) => {
    offsets.push(length);
    add(`${i + 1} 0 obj\n${object}\nendobj\n`);
  });
  offsets.push(length);
  add(`4 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`);
  add(content);
  add('\nendstream\nendobj\n');
  const xref = length;
  add(`xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`);
  add(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

describe('extractPdfText', () => {
  it('reads the text layer of every page, accents included', async () => {
    const text = await extractPdfText(makePdf([['Atto costitutivo della società', 'Sede legale a Malta'], ['Seconda pagina: perché']]));
    expect(text).toContain('Atto costitutivo della società');
    expect(text).toContain('Sede legale a Malta');
    expect(text).toContain('Seconda pagina: perché');
  });

  it('gives empty text for a broken PDF or a PDF without text', async () => {
    expect(await extractPdfText(Buffer.from('%PDF-1.4\nnot really a pdf'))).toBe('');
    expect(await extractPdfText(makePdf([[]]))).toBe('');
  });

  it('stops at the page and character caps', async () => {
    const pdf = makePdf([['prima pagina'], ['seconda pagina'], ['terza pagina']]);
    const twoPages = await extractPdfText(pdf, { maxPages: 2, maxChars: 10_000, timeoutMs: 20_000, maxHeapMb: 256 });
    expect(twoPages).toContain('seconda');
    expect(twoPages).not.toContain('terza');
    const short = await extractPdfText(pdf, { maxPages: 10, maxChars: 5, timeoutMs: 20_000, maxHeapMb: 256 });
    expect(short.length).toBeLessThanOrEqual(5);
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    const text = await extractPdfText(makePdf([['testo']]), { maxPages: 10, maxChars: 1000, timeoutMs: 1, maxHeapMb: 256 });
    expect(text).toBe('');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops a decompression bomb outside this process: no text, within the caps, this process\'s memory flat', async () => {
    const bomb = decompressionBomb(512);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = Date.now();
    try {
      const text = await extractPdfText(bomb, { maxPages: 10, maxChars: 1000, timeoutMs: 8_000, maxHeapMb: 128, maxRssMb: 256 });
      expect(text).toBe('');
    } finally {
      clearInterval(sampler);
    }
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
    // The slot is free again: an ordinary PDF is read at once.
    expect(await extractPdfText(makePdf([['dopo la bomba']]))).toContain('dopo la bomba');
  });
});

describe('normalizeText', () => {
  it('removes NUL, collapses blanks and caps', () => {
    expect(normalizeText('a\u0000b   c \n\n  d', 100)).toBe('ab c\nd');
    expect(normalizeText('abcdef', 3)).toBe('abc');
  });
});
