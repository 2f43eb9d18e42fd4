/**
 * Rules of the folder upload on the clients page (spec part 1 section 5): which
 * files are taken, and the name of the client the folder becomes.
 */

/** Files of this many bytes or fewer are skipped. */
export const MIN_FOLDER_FILE_BYTES = 50;
export const UNKNOWN_CLIENT_NAME = 'Cliente Sconosciuto';
/** The category and access level of every document a folder upload stores. */
export const FOLDER_DOCUMENT_CATEGORY = 'Altri';
export const FOLDER_DOCUMENT_ACCESS = 'private';

export interface FolderFile {
  name: string;
  size: number;
}

/** Only .pdf files larger than 50 bytes with a non-blank name are uploaded. */
export function isFolderFileAccepted(file: FolderFile): boolean {
  const name = file.name.trim();
  if (!name || name.toLowerCase() === '.pdf') return false;
  return name.toLowerCase().endsWith('.pdf') && file.size > MIN_FOLDER_FILE_BYTES;
}

/** 'Rossi_SRL (2024).pdf' -> 'Rossi SRL 2024': extension removed, underscores and parentheses turned into spaces. */
export function clientNameFromFileName(fileName: string): string {
  const base = fileName.trim().replace(/\.[^./\\]*$/, '');
  return base.replace(/[_()]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The folder a file was picked from: the first segment of its relative path ('Rossi SRL/atto.pdf' -> 'Rossi SRL'). */
export function folderNameOf(relativePath: string | null | undefined): string {
  const parts = (relativePath ?? '').split(/[/\\]/).filter((p) => p.trim());
  return parts.length > 1 ? parts[0]!.trim() : '';
}

/**
 * The name of the client a folder becomes: the folder's name; failing that,
 * the first file's name cleaned up; failing that, 'Cliente Sconosciuto'.
 */
export function clientNameFromFolder(folderName: string | null | undefined, fileNames: readonly string[]): string {
  const folder = (folderName ?? '').trim();
  if (folder) return folder;
  for (const name of fileNames) {
    const fromFile = clientNameFromFileName(name);
    if (fromFile) return fromFile;
  }
  return UNKNOWN_CLIENT_NAME;
}
