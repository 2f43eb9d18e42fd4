import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/layout/PageHeader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { FileList } from './components/FileList';
import { FileView } from './components/FileView';
import { StudioView } from './components/StudioView';

/** The open file in the address. */
const FILE_PARAM = 'fascicolo';
/** `?cliente=<clientId>`: that client's file, or the offer to open one (the client's details and /scadenze link here: domain `amlClientPath`). */
const CLIENT_PARAM = 'cliente';
const VIEW_PARAM = 'vista';

/**
 * /antiriciclaggio, for staff: the clients' files (Fascicoli) and the firm's own part (Studio);
 * `?fascicolo=<id>` shows one file as a page.
 */
export function AmlPage() {
  const [params, setParams] = useSearchParams();
  const fileId = params.get(FILE_PARAM);
  const view = params.get(VIEW_PARAM) === 'studio' ? 'studio' : 'fascicoli';

  const linkTo = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set(FILE_PARAM, id);
      next.delete(CLIENT_PARAM);
      return `?${next.toString()}`;
    },
    [params],
  );
  // From the client's details the address is replaced: Back leaves the page instead of opening the file again.
  const openFile = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(CLIENT_PARAM);
          next.set(FILE_PARAM, id);
          return next;
        },
        { replace: params.has(CLIENT_PARAM) },
      ),
    [params, setParams],
  );

  if (fileId) {
    const back = new URLSearchParams(params);
    back.delete(FILE_PARAM);
    back.delete('sezione');
    return <FileView key={fileId} fileId={fileId} backTo={`?${back.toString()}`} />;
  }

  return (
    <div>
      <PageHeader title="Antiriciclaggio" subtitle="I fascicoli dei clienti (D.Lgs. 231/2007 e regole tecniche CNDCEC) e gli adempimenti dello studio" />
      <Tabs
        value={view}
        onValueChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams();
            if (value === 'studio') next.set(VIEW_PARAM, 'studio');
            else for (const [name, v] of current) if (name !== VIEW_PARAM) next.set(name, v);
            return next;
          })
        }
      >
        <TabsList aria-label="Antiriciclaggio" className="w-full sm:w-fit">
          <TabsTrigger value="fascicoli">Fascicoli</TabsTrigger>
          <TabsTrigger value="studio">Studio</TabsTrigger>
        </TabsList>
        <TabsContent value="fascicoli">
          <FileList linkTo={linkTo} onOpen={openFile} clientId={params.get(CLIENT_PARAM)} />
        </TabsContent>
        <TabsContent value="studio">
          <StudioView />
        </TabsContent>
      </Tabs>
    </div>
  );
}
