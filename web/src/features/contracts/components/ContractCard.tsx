import { format } from 'date-fns';
import { it } from 'date-fns/locale';
import { Download, FileSignature, Trash2 } from 'lucide-react';
import { formatMegabytes } from '@domain/file-size';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import type { ContractItem } from '../api/list-contracts';

const KIND: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/plain; charset=utf-8': 'TXT',
};

export function ContractCard({ contract, onDownload, onDelete }: { contract: ContractItem; onDownload: () => void; onDelete?: () => void }) {
  return (
    <Card className="gap-3" data-testid="contract-card">
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <FileSignature className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <CardTitle className="line-clamp-2 break-words">{contract.title}</CardTitle>
          <p className="truncate text-xs text-muted-foreground" title={contract.fileName}>
            {contract.fileName}
          </p>
        </div>
        <Badge variant="secondary">{KIND[contract.contentType] ?? 'File'}</Badge>
      </CardHeader>
      <CardContent className="flex-1 space-y-2 text-sm">
        {contract.description ? <p className="line-clamp-3 text-muted-foreground">{contract.description}</p> : <p className="text-muted-foreground/70 italic">Nessuna descrizione</p>}
        <p className="text-xs text-muted-foreground">
          {format(new Date(contract.createdAt), 'dd/MM/yyyy', { locale: it })} · {formatMegabytes(contract.fileSize)}
          {contract.uploadedByName && ` · ${contract.uploadedByName}`}
        </p>
      </CardContent>
      <CardFooter className="justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDownload} aria-label={`Scarica ${contract.title}`}>
          <Download />
          Scarica
        </Button>
        {onDelete && (
          <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete} aria-label={`Elimina ${contract.title}`}>
            <Trash2 />
            Elimina
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
