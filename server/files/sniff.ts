/** File kinds the app accepts, recognised by their bytes, never by their name. */
export type FileKind = 'pdf' | 'doc' | 'docx' | 'txt' | 'png' | 'jpeg' | 'gif' | 'webp';

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
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
      return head.length > 0 && !head.includes(0) && isUtf8(head);
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

function isUtf8(buf: Buffer): boolean {
  try {
    // stream: a multi-byte character cut at the end of the sniffed head is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(buf, { stream: true });
    return true;
  } catch {
    return false;
  }
}
