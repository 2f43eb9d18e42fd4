import { describe, expect, it } from 'vitest';
import { makePdf } from '../../db/factories/pdf';
import { extractPdfText, normalizeText } from './pdf-text';

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
});

describe('normalizeText', () => {
  it('removes NUL, collapses blanks and caps', () => {
    expect(normalizeText('a\u0000b   c \n\n  d', 100)).toBe('ab c\nd');
    expect(normalizeText('abcdef', 3)).toBe('abc');
  });
});
