import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { api, unwrap } from '@web/lib/api';
import { toast } from '@web/lib/toast';

export interface TwoFactorAccount {
  id: string;
  fullName: string;
  email: string;
}

/**
 * The proprietario removes someone's second factor (a lost phone), from Gestione Staff
 * or Utenti Login. `invalidate`: the query key of the list that shows it.
 */
export function ResetTwoFactorDialog({ account, invalidate, onClose }: { account: TwoFactorAccount | null; invalidate: readonly unknown[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: (id: string) => unwrap(api['two-factor'][':id'].reset.$post({ param: { id } })),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: invalidate }), queryClient.invalidateQueries({ queryKey: ['activity'] })]),
  });

  async function confirm(event: React.MouseEvent) {
    event.preventDefault();
    if (!account) return;
    try {
      await reset.mutateAsync(account.id);
    } catch (error) {
      toast.fromError(error, 'Impossibile azzerare la verifica in due passaggi');
      return;
    }
    toast.success(`Verifica in due passaggi di ${account.fullName} azzerata`);
    onClose();
  }

  return (
    <AlertDialog open={account !== null} onOpenChange={(open) => !open && !reset.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Azzerare la verifica in due passaggi di {account?.fullName}?</AlertDialogTitle>
          <AlertDialogDescription>
            Usalo quando {account?.email} ha perso il telefono e i codici di recupero. L'app collegata e i codici smetteranno di funzionare, le sue sessioni
            verranno chiuse e potrà accedere con la sola password, poi attivare di nuovo la verifica dal suo profilo.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={reset.isPending}>Annulla</AlertDialogCancel>
          <AlertDialogAction destructive onClick={confirm} disabled={reset.isPending}>
            Azzera verifica
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
