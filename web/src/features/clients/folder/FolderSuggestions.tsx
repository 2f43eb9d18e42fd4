import { useState } from 'react';
import { Check, Sparkles, X } from 'lucide-react';
import type { SuggestionField } from '@domain/client-suggestions';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-error';
import { fetchClientSuggestions, useAcceptSuggestions, type ClientSuggestion } from '../api/client-suggestions';

/** 'gone': no longer suggested by the server (the client has it already, or its documents changed). */
type Decision = 'applied' | 'ignored' | 'gone';

/**
 * The client fields read in a folder's PDFs, each with the line it came from: staff apply
 * each one ('Applica'), all those left ('Applica tutti') or ignore it; nothing is written
 * until they accept, and a value the client has is shown beside the one suggested.
 * `suggestions` is null when the PDFs could not be read: nothing is shown (the log says why).
 */
export function FolderSuggestions({ clientId, clientName, suggestions }: { clientId: string; clientName: string; suggestions: ClientSuggestion[] | null }) {
  const [decided, setDecided] = useState<Partial<Record<SuggestionField, Decision>>>({});
  const accept = useAcceptSuggestions();

  if (!suggestions) return null;
  if (!suggestions.length) {
    return (
      <p className="px-3 pb-2 text-xs text-muted-foreground">
        Nei PDF non è stato trovato nessun dato del cliente: i PDF scansionati come immagini non contengono testo leggibile.
      </p>
    );
  }
  const open = suggestions.filter((s) => !decided[s.field]);

  /** After a refusal for data no longer to apply: those the server no longer suggests lose their buttons. */
  const markGone = async () => {
    const still = new Set((await fetchClientSuggestions(clientId)).map((s) => s.field));
    setDecided((d) => ({ ...Object.fromEntries(suggestions.filter((s) => !still.has(s.field)).map((s) => [s.field, 'gone' as const])), ...d }));
  };

  const apply = (fields: SuggestionField[]) =>
    accept.mutate(
      { id: clientId, fields },
      {
        // A field asked for but not applied is one the server no longer suggests.
        onSuccess: ({ applied }) =>
          setDecided((d) => ({ ...d, ...Object.fromEntries(fields.map((f): [SuggestionField, Decision] => [f, applied.includes(f) ? 'applied' : 'gone'])) })),
        onError: (error) => {
          // The error toast has told why; a failed second read leaves the rows as they are.
          if (error instanceof ApiError && error.code === 'SUGGESTIONS_GONE') markGone().catch(() => {});
        },
      },
    );

  return (
    <section aria-label={`Dati trovati nei PDF di ${clientName}`} className="grid gap-2 border-t px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="inline-flex items-center gap-1.5 text-xs font-medium">
          <Sparkles className="size-3.5 text-primary" aria-hidden="true" /> Dati trovati nei PDF: applicali solo se sono corretti
        </p>
        {open.length > 1 && (
          <Button type="button" size="sm" variant="outline" disabled={accept.isPending} onClick={() => apply(open.map((s) => s.field))}>
            Applica tutti
          </Button>
        )}
      </div>
      <ul className="grid gap-2">
        {suggestions.map((s) => (
          <li key={s.field} className="grid gap-1 rounded-md bg-muted/40 p-2 text-sm">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <div className="min-w-0">
                <span className="text-xs text-muted-foreground">{s.label}</span>
                <p className="font-medium break-words">{s.display}</p>
                {s.current && <p className="text-xs text-muted-foreground break-words">Valore attuale: {s.current}</p>}
              </div>
              {decided[s.field] === 'applied' ? (
                <span className="inline-flex items-center gap-1 text-xs text-success">
                  <Check className="size-3.5" aria-hidden="true" /> Applicato
                </span>
              ) : decided[s.field] === 'ignored' ? (
                <span className="text-xs text-muted-foreground">Ignorato</span>
              ) : decided[s.field] === 'gone' ? (
                <span className="text-xs text-muted-foreground">Non più da applicare</span>
              ) : (
                <div className="flex gap-1.5">
                  <Button type="button" size="sm" disabled={accept.isPending} aria-label={`Applica ${s.label}`} onClick={() => apply([s.field])}>
                    <Check aria-hidden="true" /> Applica
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={accept.isPending}
                    aria-label={`Ignora ${s.label}`}
                    onClick={() => setDecided((d) => ({ ...d, [s.field]: 'ignored' }))}
                  >
                    <X aria-hidden="true" /> Ignora
                  </Button>
                </div>
              )}
            </div>
            <blockquote className="border-l-2 pl-2 text-xs break-words text-muted-foreground italic">
              «{s.sentence}» <span className="not-italic">— {s.documentTitle}</span>
            </blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}
