import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientNameFromFolder, isFolderFileAccepted } from '@domain/client-folder';
import { countOf } from '@domain/plural';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { CLIENT_VIEWS } from '@web/lib/query-keys';
import { fetchClientSuggestions, type ClientSuggestion } from '../api/client-suggestions';
import { createFolderClient } from '../api/create-folder-client';
import { uploadFolderDocument } from '../api/upload-folder-document';
import type { FolderBatch } from './read-folder';

export interface LogLine {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'error' | 'muted';
}

export interface CreatedClient {
  id: string;
  name: string;
  documents: number;
  /** The client fields its PDFs state, to be applied only if staff accept them; null when they could not be read (no PDF saved, analysis failed). */
  suggestions: ClientSuggestion[] | null;
}

/** A failure while the file travels (network, size, type) is an upload error; any later one is a saving error. */
function isTransferError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 413 || error.status === 415 || error.code === 'FILE_TOO_LARGE';
}

/**
 * Carica Cartella Clienti: for each folder, create the client, then upload each
 * PDF as its private document. A failing file is logged and skipped; the others go on.
 */
export function useFolderUpload() {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const [log, setLog] = useState<LogLine[]>([]);
  const [created, setCreated] = useState<CreatedClient[]>([]);
  const lineId = useRef(0);

  const write = useCallback((text: string, tone: LogLine['tone'] = 'info') => {
    setLog((lines) => [...lines, { id: ++lineId.current, text, tone }]);
  }, []);

  /** What the server read in the client's PDFs; a failure costs only the suggestions (null). */
  const suggestionsOf = useCallback(
    async (clientId: string): Promise<ClientSuggestion[] | null> => {
      try {
        const found = await fetchClientSuggestions(clientId);
        write(found.length ? `Analisi dei PDF: ${countOf(found.length, ['dato suggerito', 'dati suggeriti'])}` : 'Analisi dei PDF: nessun dato del cliente trovato', 'info');
        return found;
      } catch {
        write('Analisi dei PDF non riuscita: nessun dato suggerito', 'error');
        return null;
      }
    },
    [write],
  );

  const reset = useCallback(() => {
    setProgress(0);
    setLog([]);
    setCreated([]);
  }, []);

  const run = useCallback(
    async (batches: FolderBatch[]) => {
      setRunning(true);
      reset();
      const plan = batches.map((batch) => {
        const accepted = batch.files.filter(isFolderFileAccepted);
        return { batch, accepted, name: clientNameFromFolder(batch.folderName, accepted.map((f) => f.name)) };
      });
      const totalBytes = plan.reduce((sum, p) => sum + p.accepted.reduce((s, f) => s + f.size, 0), 0) || 1;
      let doneBytes = 0;
      try {
        for (const { batch, accepted, name } of plan) {
          for (const skipped of batch.files.filter((f) => !isFolderFileAccepted(f))) write(`File ignorato: ${skipped.name || '(senza nome)'}`, 'muted');
          if (!accepted.length) {
            write(`Nessun PDF valido nella cartella "${batch.folderName || name}"`, 'error');
            continue;
          }
          write(`Creazione cliente "${name}"...`);
          let clientId: string;
          try {
            clientId = (await createFolderClient(name)).id;
          } catch (error) {
            write(`Errore creazione cliente: ${error instanceof Error ? error.message : String(error)}`, 'error');
            doneBytes += accepted.reduce((s, f) => s + f.size, 0);
            setProgress(Math.round((doneBytes / totalBytes) * 100));
            continue;
          }
          write(`Cliente "${name}" creato`, 'success');
          let documents = 0;
          for (const file of accepted) {
            write(`Caricamento: ${file.name}`);
            try {
              await uploadFolderDocument(clientId, file, (percent) => setProgress(Math.round(((doneBytes + (file.size * percent) / 100) / totalBytes) * 100)));
              documents++;
              write(`Documento salvato: ${file.name}`, 'success');
            } catch (error) {
              write(isTransferError(error) ? `Errore caricamento: ${file.name}` : `Errore salvataggio: ${file.name}`, 'error');
            }
            doneBytes += file.size;
            setProgress(Math.round((doneBytes / totalBytes) * 100));
          }
          const suggestions = documents ? await suggestionsOf(clientId) : null;
          setCreated((list) => [...list, { id: clientId, name, documents, suggestions }]);
          write(`Completato: cliente "${name}" con ${countOf(documents, ['documento', 'documenti'])}`, 'success');
          toast.success(`Cliente "${name}" creato con ${countOf(documents, ['documento', 'documenti'])}`);
        }
        setProgress(100);
      } finally {
        setRunning(false);
        await Promise.all(CLIENT_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }
    },
    [queryClient, reset, suggestionsOf, write],
  );

  return { run, running, progress, log, created, reset };
}
