import { useState, type KeyboardEvent } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { documentTitleSchema } from '@domain/schemas/documents';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useRenameDocument } from '../api/rename-document';

/** A document's title; with `canRename`, edited in place (Enter saves, Escape cancels). */
export function DocumentTitleCell({ id, title, canRename }: { id: string; title: string; canRename: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const rename = useRenameDocument();

  const save = () => {
    if (draft === null) return;
    const parsed = documentTitleSchema.safeParse(draft);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Impossibile aggiornare il nome del documento');
      return;
    }
    if (parsed.data === title) {
      setDraft(null);
      return;
    }
    rename.mutate({ id, title: parsed.data }, { onSuccess: () => setDraft(null) });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setDraft(null);
    }
  };

  if (draft !== null) {
    return (
      <div className="flex items-center gap-1">
        <Input
          autoFocus
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-label="Nuovo titolo del documento"
          className="h-8 min-w-40"
          disabled={rename.isPending}
        />
        <Button size="icon-sm" variant="ghost" onClick={save} loading={rename.isPending} aria-label="Salva titolo">
          {!rename.isPending && <Check className="text-success" />}
        </Button>
        <Button size="icon-sm" variant="ghost" onClick={() => setDraft(null)} disabled={rename.isPending} aria-label="Annulla modifica">
          <X />
        </Button>
      </div>
    );
  }
  return (
    <div className="group flex min-w-0 items-center gap-1">
      <p className="line-clamp-2 min-w-0 font-medium break-words" title={title}>
        {title}
      </p>
      {canRename && (
        <Button size="icon-sm" variant="ghost" className="shrink-0 text-muted-foreground" onClick={() => setDraft(title)} aria-label={`Rinomina ${title}`}>
          <Pencil />
        </Button>
      )}
    </div>
  );
}
