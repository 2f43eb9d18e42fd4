import { Copy, Download, FileText } from 'lucide-react';
import { formatBytes } from '@domain/file-size';
import { Instant } from '@web/components/instant';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import type { AmlEvidence } from '../api/files';
import { downloadEvidence, evidenceUrl } from '../api/identification';
import { Empty } from './Section';

/** The file's documents: each with its SHA-256 (shortened, copied whole), who acquired it and when, openable. */
export function EvidenceList({ evidence }: { evidence: readonly AmlEvidence[] }) {
  if (evidence.length === 0) return <Empty>Nessun documento nel fascicolo</Empty>;
  const copy = async (hash: string) => {
    try {
      await navigator.clipboard.writeText(hash);
      toast.success('Impronta SHA-256 copiata');
    } catch {
      toast.error('Impossibile copiare: seleziona e copia l’impronta a mano');
    }
  };
  return (
    <ul className="divide-y rounded-lg border" aria-label="Documenti del fascicolo">
      {evidence.map((item) => (
        <li key={item.id} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-sm">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0 flex-[1_1_12rem]">
            <a href={evidenceUrl(item.id, 'inline')} target="_blank" rel="noreferrer" className="font-medium break-words underline-offset-4 hover:text-primary hover:underline">
              {item.title}
            </a>
            <p className="text-xs text-muted-foreground">
              {item.fileName} · {formatBytes(item.size)} · <Instant value={item.acquiredAt} /> · {item.acquiredByName}
            </p>
          </div>
          <span className="flex items-center gap-1">
            <code className="rounded bg-muted px-1.5 py-0.5 text-xs" title={item.sha256}>
              SHA-256 {item.sha256.slice(0, 12)}…
            </code>
            <Button size="icon-sm" variant="ghost" aria-label={`Copia l’impronta SHA-256 di ${item.title}`} onClick={() => void copy(item.sha256)}>
              <Copy />
            </Button>
            <Button size="icon-sm" variant="ghost" aria-label={`Scarica ${item.title}`} onClick={() => void downloadEvidence(item).catch((e: unknown) => toast.fromError(e, 'Impossibile scaricare il documento'))}>
              <Download />
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
