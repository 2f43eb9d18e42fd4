import { describe, expect, it } from 'vitest';
import { batchesFromFiles } from './read-folder';

function file(name: string, relativePath = ''): File {
  const f = new File(['%PDF-1.4'.padEnd(80, ' ')], name, { type: 'application/pdf' });
  Object.defineProperty(f, 'webkitRelativePath', { value: relativePath });
  return f;
}

describe('folder picker files', () => {
  it('groups files by the folder of their relative path', () => {
    const batches = batchesFromFiles([file('a.pdf', 'Rossi SRL/a.pdf'), file('b.pdf', 'Rossi SRL/atti/b.pdf'), file('c.pdf', 'Verdi Ltd/c.pdf')]);
    expect(batches.map((b) => [b.folderName, b.files.map((f) => f.name)])).toEqual([
      ['Rossi SRL', ['a.pdf', 'b.pdf']],
      ['Verdi Ltd', ['c.pdf']],
    ]);
  });

  it('keeps loose files together without a folder name', () => {
    expect(batchesFromFiles([file('x.pdf'), file('y.pdf')]).map((b) => [b.folderName, b.files.length])).toEqual([['', 2]]);
  });
});
