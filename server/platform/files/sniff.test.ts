import { describe, expect, it } from 'vitest';
import { contentTypeReader, sniffKind, textCharset } from './sniff';

const TEXT = 'Società Alfa S.r.l. – contratto di consulenza, perché sì.\r\nFirmato: Niccolò Rossi\n';

/** The text in UTF-16, little or big endian, with its byte order mark. */
function utf16(text: string, order: 'le' | 'be'): Buffer {
  const le = Buffer.from(`\ufeff${text}`, 'utf16le');
  return order === 'le' ? le : Buffer.from(le).swap16();
}

describe('plain text in the common encodings', () => {
  const cases: [string, Buffer, string][] = [
    ['UTF-8', Buffer.from(TEXT, 'utf8'), 'utf-8'],
    ['UTF-8 with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')]), 'utf-8'],
    ['UTF-16 little endian with a byte order mark', utf16(TEXT, 'le'), 'utf-16le'],
    ['UTF-16 big endian with a byte order mark', utf16(TEXT, 'be'), 'utf-16be'],
    // 'à' is the single byte 0xE0, '–' the Windows byte 0x96.
    ['Windows-1252', Buffer.from(TEXT.replace('–', '\u0096'), 'latin1'), 'windows-1252'],
    // Latin-1 text is Windows-1252 text: both give 'à' the byte 0xE0.
    ['Latin-1', Buffer.from('Società Beta S.r.l., Niccolò Rossi', 'latin1'), 'windows-1252'],
  ];

  it.each(cases)('accepts %s as text and names its charset', (_name, bytes, charset) => {
    expect(textCharset(bytes)).toBe(charset);
    expect(sniffKind(bytes, ['pdf', 'docx', 'doc', 'txt'])).toBe('txt');
    const reader = contentTypeReader('txt', bytes);
    reader.feed(bytes);
    expect(reader.contentType()).toBe(`text/plain; charset=${charset}`);
  });

  it('accepts a multi-byte character cut at the end of the sniffed head', () => {
    const bytes = Buffer.from('Società', 'utf8');
    expect(textCharset(bytes.subarray(0, bytes.length - 1))).toBe('utf-8');
  });
});

describe('binary content', () => {
  const cases: [string, Buffer][] = [
    ['a NUL byte', Buffer.from('Contratto\u0000firmato', 'latin1')],
    ['an executable head', Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(300, 0)])],
    ['control characters', Buffer.from('Contratto\u0001\u0002\u0003\u001b[0m', 'latin1')],
    ['a DEL character', Buffer.from('Contratto\u007f', 'latin1')],
    ['bytes Windows-1252 leaves undefined', Buffer.from([0x43, 0x6f, 0x6e, 0x81, 0x8d, 0x8f, 0x90, 0x9d])],
    ['UTF-16 without a byte order mark', Buffer.from('Contratto', 'utf16le')],
    ['UTF-16 holding control characters', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Contratto\u0001\u0002', 'utf16le')])],
    ['random bytes', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 131 + 7) % 256))],
    ['nothing', Buffer.alloc(0)],
  ];

  it.each(cases)('refuses %s', (_name, bytes) => {
    expect(textCharset(bytes)).toBeNull();
    expect(sniffKind(bytes, ['pdf', 'docx', 'doc', 'txt'])).toBeNull();
  });

  it('keeps tabs, form feeds and both kinds of line end in text', () => {
    expect(textCharset(Buffer.from('a\tb\r\nc\nd\fe', 'latin1'))).toBe('utf-8');
  });
});
