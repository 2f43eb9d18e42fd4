import { useState } from 'react';
import { BellRing, Pencil, Send, Trash2 } from 'lucide-react';
import { can } from '@domain/policy';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { downloadRequestFile, useDeleteRequest, useRemindRequest, useRequest, useSendRequest, type RequestDetail, type RequestFile, type RequestItem } from '../api/requests';
import { FileViewerDialog } from './FileViewerDialog';
import { RejectItemDialog } from './RejectItemDialog';
import { DueDate, RequestProgress, RequestStatusBadge } from './RequestBadges';
import { RequestItemCard } from './RequestItemCard';

/**
 * A request opened from its list, a card or an e-mail's link: its header (client, due date,
 * status, progress), staff's actions (send a draft, edit it, remind, delete) and its items.
 * Full screen on a phone.
 */
export function RequestDetailDialog({ requestId, onOpenChange, onEdit }: { requestId: string | null; onOpenChange: (open: boolean) => void; onEdit: (request: RequestDetail) => void }) {
  const { role } = useSession();
  const manage = can(role, 'manage:document-requests');
  const permissions = { upload: can(role, 'upload:document-requests'), review: can(role, 'review:document-requests') };
  const { data: request, isPending, isError } = useRequest(requestId);
  const send = useSendRequest();
  const remind = useRemindRequest();
  const remove = useDeleteRequest();
  const [viewing, setViewing] = useState<RequestFile | null>(null);
  const [rejecting, setRejecting] = useState<RequestItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = (file: RequestFile) => downloadRequestFile(file).catch((error: unknown) => toast.fromError(error, 'Impossibile scaricare il file'));

  return (
    <Dialog open={requestId !== null} onOpenChange={onOpenChange}>
      <DialogContent
        // The company, due date and status describe the dialog once loaded; before, nothing does.
        {...(request ? {} : { 'aria-describedby': undefined })}
        className="h-dvh max-h-dvh w-full max-w-none content-start rounded-none border-0 p-4 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:rounded-xl sm:border sm:p-6"
      >
        {request ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{request.title}</DialogTitle>
              <DialogDescription asChild>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                  <span className="font-medium text-foreground">{request.companyName}</span>
                  <span className="inline-flex items-center gap-1">
                    Scadenza <DueDate dueDate={request.dueDate} overdue={request.overdue} />
                  </span>
                  <RequestStatusBadge status={request.status} />
                </div>
              </DialogDescription>
            </DialogHeader>
            <RequestProgress request={request} />
            {request.status === 'open' && !manage && request.missingCount > 0 && (
              <p className="rounded-md bg-primary/5 px-3 py-2 text-sm">
                Carica i documenti richiesti qui sotto: lo studio li verificherà e ti avviserà se qualcosa va rifatto.
              </p>
            )}
            {manage && (
              <div className="flex flex-wrap gap-2">
                {request.status === 'draft' && (
                  <>
                    <Button onClick={() => void send.mutateAsync(request.id).catch(() => undefined)} loading={send.isPending}>
                      <Send />
                      Invia al cliente
                    </Button>
                    <Button variant="outline" onClick={() => onEdit(request)}>
                      <Pencil />
                      Modifica
                    </Button>
                  </>
                )}
                {request.status === 'open' &&
                  (request.canRemind ? (
                    <Button variant="outline" onClick={() => void remind.mutateAsync(request.id).catch(() => undefined)} loading={remind.isPending}>
                      <BellRing />
                      Sollecita ora
                    </Button>
                  ) : (
                    <Tooltip>
                      <TooltipTrigger asChild>
                        <span tabIndex={0} className="inline-flex rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40">
                          <Button variant="outline" disabled aria-describedby="requests-reminded-today">
                            <BellRing />
                            Sollecita ora
                          </Button>
                        </span>
                      </TooltipTrigger>
                      <TooltipContent id="requests-reminded-today">Già sollecitata oggi</TooltipContent>
                    </Tooltip>
                  ))}
                <Button variant="outline" className="text-destructive hover:text-destructive sm:ml-auto" onClick={() => setDeleting(true)}>
                  <Trash2 />
                  Elimina
                </Button>
              </div>
            )}
            {request.items.length === 0 ? (
              <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">Nessuna voce: modifica la bozza per aggiungerne.</p>
            ) : (
              <div className="grid gap-3">
                {request.items.map((item) => (
                  <RequestItemCard key={item.id} request={request} item={item} can={permissions} onView={setViewing} onDownload={(f) => void download(f)} onReject={setRejecting} />
                ))}
              </div>
            )}
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{isError ? 'Richiesta non trovata' : 'Caricamento della richiesta'}</DialogTitle>
            </DialogHeader>
            {isPending && requestId !== null && (
              <div className="grid gap-3" role="status" aria-label="Caricamento della richiesta">
                <Skeleton className="h-10" />
                <Skeleton className="h-32" />
                <Skeleton className="h-32" />
              </div>
            )}
            {isError && <p className="text-sm text-muted-foreground">La richiesta non esiste più o non è visibile al tuo account.</p>}
          </>
        )}
      </DialogContent>
      <FileViewerDialog file={viewing} onOpenChange={(open) => !open && setViewing(null)} onDownload={(f) => void download(f)} />
      <RejectItemDialog item={rejecting} onOpenChange={(open) => !open && setRejecting(null)} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Eliminare la richiesta?"
        description={<>La richiesta &quot;{request?.title}&quot; e i file non ancora accettati saranno eliminati. I file già accettati restano tra i documenti del cliente.</>}
        confirmLabel="Elimina"
        destructive
        onConfirm={async () => {
          if (!request) return;
          await remove.mutateAsync(request.id);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
