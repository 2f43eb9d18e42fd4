import { folderNameOf } from '@domain/client-folder';

/** The files of one dropped or picked folder ('' when the files came without a folder). */
export interface FolderBatch {
  folderName: string;
  files: File[];
}

function readAllEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => {
    const all: FileSystemEntry[] = [];
    // readEntries answers in chunks (100 in Chromium) until an empty one.
    const next = () =>
      reader.readEntries((chunk) => {
        if (!chunk.length) return resolve(all);
        all.push(...chunk);
        next();
      }, reject);
    next();
  });
}

async function filesOf(entry: FileSystemEntry): Promise<File[]> {
  if (entry.isFile) {
    return [await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject))];
  }
  if (entry.isDirectory) {
    const children = await readAllEntries((entry as FileSystemDirectoryEntry).createReader());
    return (await Promise.all(children.map(filesOf))).flat();
  }
  return [];
}

/**
 * What a drop carried, one batch per dropped folder plus one for loose files.
 * Call synchronously in the drop handler: the entries must be taken before it returns.
 */
export function batchesFromDrop(data: DataTransfer): Promise<FolderBatch[]> {
  const entries = Array.from(data.items)
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (!entries.length || entries.some((e) => e === null)) return Promise.resolve(batchesFromFiles(Array.from(data.files)));
  return (async () => {
    const batches: FolderBatch[] = [];
    const loose: File[] = [];
    for (const entry of entries as FileSystemEntry[]) {
      if (entry.isDirectory) batches.push({ folderName: entry.name, files: await filesOf(entry) });
      else loose.push(...(await filesOf(entry)));
    }
    if (loose.length) batches.push({ folderName: '', files: loose });
    return batches;
  })();
}

/** Files from the folder picker (or a drop without entries), grouped by the folder of their relative path. */
export function batchesFromFiles(files: File[]): FolderBatch[] {
  const byFolder = new Map<string, File[]>();
  for (const file of files) {
    const folder = folderNameOf(file.webkitRelativePath);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  return [...byFolder].map(([folderName, list]) => ({ folderName, files: list }));
}
