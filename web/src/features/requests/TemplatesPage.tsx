import { useEffect, useState } from 'react';
import { Archive, ArchiveRestore, Files, Pencil, Plus } from 'lucide-react';
import { countOf } from '@domain/plural';
import { PageHeader } from '@web/components/layout/PageHeader';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { DESTINATION_LABELS } from '@domain/schemas/requests';
import { useArchiveTemplate, useTemplates, type RequestTemplate } from './api/templates';
import { TemplateEditorDialog } from './components/TemplateEditorDialog';

/** /modelli-richieste: the firm's checklists a request starts from, active or archived. */
export function TemplatesPage() {
  const [archived, setArchived] = useState(false);
  const templates = useTemplates(archived);
  const archive = useArchiveTemplate();
  const [editorOpen, setEditorOpen] = useState(false);
  const [editing, setEditing] = useState<RequestTemplate | null>(null);

  useEffect(() => {
    if (templates.isError) toast.error('Impossibile caricare i modelli');
  }, [templates.isError]);

  const edit = (template: RequestTemplate | null) => {
    setEditing(template);
    setEditorOpen(true);
  };

  return (
    <div>
      <PageHeader
        title="Modelli di richiesta"
        subtitle="Elenchi di documenti da chiedere ai clienti"
        actions={
          <Button onClick={() => edit(null)}>
            <Plus />
            Nuovo modello
          </Button>
        }
      />
      <Tabs value={archived ? 'archiviati' : 'attivi'} onValueChange={(v) => setArchived(v === 'archiviati')}>
        <TabsList aria-label="Modelli">
          <TabsTrigger value="attivi">Attivi</TabsTrigger>
          <TabsTrigger value="archiviati">Archiviati</TabsTrigger>
        </TabsList>
        {/* One panel per tab, as the tabs' aria-controls expect; the one shown lists that tab's templates. */}
        {(['attivi', 'archiviati'] as const).map((value) => (
          <TabsContent key={value} value={value} className="mt-4">
            {templates.isPending && <Skeleton className="h-48 rounded-xl" role="status" aria-label="Caricamento modelli" />}
            {templates.data?.length === 0 && (
              <Card className="items-center px-6 py-14 text-center">
                <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
                  <Files className="size-7" aria-hidden="true" />
                </span>
                <div className="space-y-1">
                  <h2 className="text-lg font-semibold">{archived ? 'Nessun modello archiviato' : 'Nessun modello'}</h2>
                  {!archived && <p className="text-sm text-muted-foreground">Crea il primo modello: le nuove richieste potranno partire da lì.</p>}
                </div>
              </Card>
            )}
            {templates.data && templates.data.length > 0 && (
              <ul className="grid gap-3 lg:grid-cols-2" aria-label={archived ? 'Modelli archiviati' : 'Modelli attivi'}>
                {templates.data.map((t) => (
                  <li key={t.id}>
                    <Card className="h-full gap-3 p-4">
                      <div className="flex items-start gap-2">
                        <div className="min-w-0 flex-1">
                          <h2 className="font-semibold break-words">{t.name}</h2>
                          {t.description && <p className="text-sm text-muted-foreground">{t.description}</p>}
                        </div>
                        <Badge variant="secondary">{countOf(t.items.length, ['voce', 'voci'])}</Badge>
                      </div>
                      <ol className="list-decimal space-y-0.5 pl-5 text-sm">
                        {t.items.slice(0, 5).map((item, i) => (
                          <li key={i} className="break-words">
                            {item.name} <span className="text-xs text-muted-foreground">· {item.requiresFile ? DESTINATION_LABELS[item.accessLevel] : 'risposta scritta'}</span>
                          </li>
                        ))}
                        {t.items.length > 5 && <li className="list-none text-muted-foreground">{t.items.length === 6 ? "e un'altra voce" : `e altre ${t.items.length - 5} voci`}</li>}
                      </ol>
                      <div className="mt-auto flex flex-wrap justify-end gap-2">
                        {!archived && (
                          <Button variant="outline" size="sm" onClick={() => edit(t)} aria-label={`Modifica ${t.name}`}>
                            <Pencil />
                            Modifica
                          </Button>
                        )}
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={archive.isPending}
                          onClick={() => archive.mutate({ id: t.id, archived: !archived })}
                          aria-label={`${archived ? 'Ripristina' : 'Archivia'} ${t.name}`}
                        >
                          {archived ? <ArchiveRestore /> : <Archive />}
                          {archived ? 'Ripristina' : 'Archivia'}
                        </Button>
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <TemplateEditorDialog open={editorOpen} onOpenChange={setEditorOpen} editing={editing} />
    </div>
  );
}
