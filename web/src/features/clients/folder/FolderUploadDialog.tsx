import { useEffect, useRef } from 'react';
import { CheckCircle2, FileText, FolderUp } from 'lucide-react';
import { countOf } from '@domain/plural';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/utils';
import { FolderSuggestions } from './FolderSuggestions';
import { batchesFromFiles } from './read-folder';
import type { useFolderUpload } from './use-folder-upload';

const TONE = { info: 'text-foreground', success: 'text-success', error: 'text-destructive', muted: 'text-muted-foreground' } as const;

/** 'Carica Cartella Clienti': pick a folder (or drop one on the page), follow the progress and the log. */
export function FolderUploadDialog({ open, onOpenChange, upload }: { open: boolean; onOpenChange: (open: boolean) => void; upload: ReturnType<typeof useFolderUpload> }) {
  const input = useRef<HTMLInputElement>(null);
  const logEnd = useRef<HTMLLIElement>(null);
  const { run, running, progress, log, created } = upload;

  useEffect(() => {
    logEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [log.length]);

  const started = running || log.length > 0;

  return (
    <Dialog open={open} onOpenChange={(next) => !running && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl" showClose={!running} onInteractOutside={(e) => running && e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Carica Cartella Clienti</DialogTitle>
          <DialogDescription>
            Seleziona o trascina la cartella di un cliente: verrà creato un nuovo cliente con il nome della cartella e ogni PDF sarà salvato tra i suoi
            documenti privati. Il server analizza il testo dei PDF per renderli ricercabili e ne propone i dati del cliente (responsabile, paese,
            data di costituzione, numero di registrazione, indirizzo), applicati solo se li accetti.
          </DialogDescription>
        </DialogHeader>

        <input
          ref={(el) => {
            input.current = el;
            // The folder-picker attribute is not in React's types.
            el?.setAttribute('webkitdirectory', '');
          }}
          type="file"
          multiple
          accept=".pdf,application/pdf"
          className="sr-only"
          tabIndex={-1}
          aria-label="Cartella da caricare"
          data-testid="folder-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) void run(batchesFromFiles(files));
          }}
        />
        <Button type="button" variant="outline" className="h-20 border-dashed" disabled={running} onClick={() => input.current?.click()}>
          <FolderUp className="size-5" /> Seleziona Cartella
        </Button>
        <p className="-mt-2 text-xs text-muted-foreground">Solo file .pdf; i file di 50 byte o meno e quelli senza nome vengono ignorati.</p>

        {started && (
          <div className="grid gap-2">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium">{running ? 'Caricamento in corso...' : 'Caricamento completato'}</span>
              <span className="text-muted-foreground tabular-nums">{progress}%</span>
            </div>
            <Progress value={progress} aria-label="Avanzamento caricamento" />
            <ol aria-label="Registro caricamento" aria-live="polite" className="max-h-48 overflow-y-auto rounded-md border bg-muted/40 p-2 font-mono text-xs">
              {log.map((line) => (
                <li key={line.id} className={cn('py-0.5', TONE[line.tone])}>
                  {line.text}
                </li>
              ))}
              <li ref={logEnd} aria-hidden="true" />
            </ol>
          </div>
        )}

        {created.length > 0 && (
          <div>
            <p className="mb-2 text-sm font-medium">Clienti creati</p>
            <ul className="grid gap-1.5" aria-label="Clienti creati">
              {created.map((c) => (
                <li key={c.id} className="rounded-md border text-sm">
                  <div className="flex items-center gap-2 px-3 py-2">
                    <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate font-medium">{c.name}</span>
                    <span className="inline-flex items-center gap-1 text-muted-foreground">
                      <FileText className="size-3.5" aria-hidden="true" /> {countOf(c.documents, ['documento', 'documenti'])}
                    </span>
                  </div>
                  <FolderSuggestions clientId={c.id} clientName={c.name} suggestions={c.suggestions} />
                </li>
              ))}
            </ul>
          </div>
        )}

        <DialogFooter>
          <Button type="button" variant="outline" disabled={running} onClick={() => onOpenChange(false)}>
            Chiudi
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
