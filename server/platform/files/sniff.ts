/** File kinds the app accepts, recognised by their bytes, never by their name. */
export type FileKind = 'pdf' | 'doc' | 'docx' | 'txt' | 'png' | 'jpeg' | 'gif' | 'webp';

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const IMAGE_KINDS: FileKind[] = ['png', 'jpeg', 'gif', 'webp'];

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/** Bytes needed to decide. */
export const SNIFF_BYTES = 4096;

/** Which of `allowed` the first bytes of a file are, or null. */
export function sniffKind(head: Buffer, allowed: readonly FileKind[]): FileKind | null {
  for (const kind of allowed) {
    if (matches(kind, head)) return kind;
  }
  return null;
}

function matches(kind: FileKind, head: Buffer): boolean {
  switch (kind) {
    case 'pdf':
      return head.subarray(0, 1024).includes('%PDF-');
    case 'doc':
      return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'docx':
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && (head.includes('word/') || head.includes('[Content_Types].xml'));
    case 'txt':
      return textCharset(head) !== null;
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'gif':
      return head.subarray(0, 4).toString('latin1') === 'GIF8';
    case 'webp':
      return head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
  }
}

/**
 * The type a file of `kind` is served with, from its head and, for text, from every byte fed
 * in order (the head included): text carries its charset, and a head in plain ASCII whose later
 * bytes are not UTF-8 is Windows-1252 (a Windows file with its first accented letter further on).
 */
export function contentTypeReader(kind: FileKind, head: Buffer): { feed(chunk: Buffer): void; contentType(): string } {
  if (kind !== 'txt') return { feed() {}, contentType: () => CONTENT_TYPES[kind] };
  let charset = textCharset(head)!;
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const check = (chunk?: Buffer) => {
    if (charset !== 'utf-8') return;
    try {
      utf8.decode(chunk, { stream: chunk !== undefined });
    } catch {
      charset = 'windows-1252';
    }
  };
  return {
    feed: check,
    contentType() {
      check(); // a sequence cut short at the end is not UTF-8 either
      return `${CONTENT_TYPES.txt}; charset=${charset}`;
    },
  };
}

export type TextCharset = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * The charset of plain text, or null for binary content: UTF-16 with its byte order
 * mark, UTF-8 (with or without one), otherwise Windows-1252, of which Latin-1 is a part.
 * Text holds no control characters but tab, line ends and form feed; so a NUL byte,
 * an executable or random bytes are not text in any of them.
 */
export function textCharset(head: Buffer): TextCharset | null {
  if (head.length === 0) return null;
  const candidates: TextCharset[] = startsWith(head, [0xff, 0xfe])
    ? ['utf-16le']
    : startsWith(head, [0xfe, 0xff])
      ? ['utf-16be']
      : ['utf-8', 'windows-1252'];
  return candidates.find((charset) => isText(head, charset)) ?? null;
}

/** Control characters: C0 but tab, line feed, vertical tab, form feed and carriage return; DEL; C1. */
const isControl = (code: number) => code <= 0x08 || (code >= 0x0e && code <= 0x1f) || (code >= 0x7f && code <= 0x9f);

/** The bytes Windows-1252 leaves undefined (its decoder reads them as C1 controls). */
const WINDOWS_1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

function isText(buf: Buffer, charset: TextCharset): boolean {
  // Every byte is a Windows-1252 character; checked by byte, as some Node.js versions decode it as Latin-1.
  if (charset === 'windows-1252') return buf.every((b) => !WINDOWS_1252_UNDEFINED.has(b) && (b >= 0x80 || !isControl(b)));
  let text: string;
  try {
    // stream: a character cut at the end of the sniffed head is not an error.
    text = new TextDecoder(charset, { fatal: true }).decode(buf, { stream: true });
  } catch {
    return false;
  }
  for (const char of text) if (isControl(char.codePointAt(0)!)) return false;
  return true;
}
