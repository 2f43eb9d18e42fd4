import { describe, expect, it } from 'vitest';
import { clientNameFromFileName, clientNameFromFolder, folderNameOf, isFolderFileAccepted, UNKNOWN_CLIENT_NAME } from './client-folder';

describe('folder upload: accepted files', () => {
  it('takes only .pdf files larger than 50 bytes', () => {
    expect(isFolderFileAccepted({ name: 'atto.pdf', size: 51 })).toBe(true);
    expect(isFolderFileAccepted({ name: 'ATTO.PDF', size: 5000 })).toBe(true);
    expect(isFolderFileAccepted({ name: 'atto.pdf', size: 50 })).toBe(false);
    expect(isFolderFileAccepted({ name: 'atto.pdf', size: 0 })).toBe(false);
    expect(isFolderFileAccepted({ name: 'note.txt', size: 5000 })).toBe(false);
    expect(isFolderFileAccepted({ name: 'atto.pdf.docx', size: 5000 })).toBe(false);
  });

  it('skips files with a blank name', () => {
    expect(isFolderFileAccepted({ name: '', size: 5000 })).toBe(false);
    expect(isFolderFileAccepted({ name: '   ', size: 5000 })).toBe(false);
    expect(isFolderFileAccepted({ name: '.pdf', size: 5000 })).toBe(false);
  });
});

describe('folder upload: client name', () => {
  it('comes from the folder name first', () => {
    expect(clientNameFromFolder('Rossi Consulting SRL', ['statuto.pdf'])).toBe('Rossi Consulting SRL');
    expect(clientNameFromFolder('  Alfa LLC  ', [])).toBe('Alfa LLC');
  });

  it('falls back to the file name without extension, underscores and parentheses as spaces', () => {
    expect(clientNameFromFolder('', ['Bianchi_Trading_(Malta).pdf'])).toBe('Bianchi Trading Malta');
    expect(clientNameFromFolder(null, ['Verdi_Holding.PDF', 'altro.pdf'])).toBe('Verdi Holding');
    expect(clientNameFromFolder('   ', ['(2024)_Gamma.pdf'])).toBe('2024 Gamma');
  });

  it('skips file names that clean up to nothing', () => {
    expect(clientNameFromFolder('', ['(_).pdf', 'Delta_Srl.pdf'])).toBe('Delta Srl');
  });

  it('is "Cliente Sconosciuto" when nothing gives a name', () => {
    expect(clientNameFromFolder('', [])).toBe(UNKNOWN_CLIENT_NAME);
    expect(clientNameFromFolder(undefined, ['___.pdf'])).toBe('Cliente Sconosciuto');
  });

  it('cleans one file name', () => {
    expect(clientNameFromFileName('Contratto_(firmato).pdf')).toBe('Contratto firmato');
    expect(clientNameFromFileName('Alfa.Beta_srl.pdf')).toBe('Alfa.Beta srl');
    expect(clientNameFromFileName('senza estensione')).toBe('senza estensione');
  });

  it('reads the folder from a relative path', () => {
    expect(folderNameOf('Rossi SRL/atto.pdf')).toBe('Rossi SRL');
    expect(folderNameOf('Rossi SRL/sub/atto.pdf')).toBe('Rossi SRL');
    expect(folderNameOf('atto.pdf')).toBe('');
    expect(folderNameOf('')).toBe('');
    expect(folderNameOf(undefined)).toBe('');
  });
});
