import { useMutation, type QueryKey } from '@tanstack/react-query';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

export interface TwoFactorAccount {
  id: string;
  fullName: string;
  email: string;
}

/**
 * The proprietario removes someone's second factor (a lost phone), from Gestione Staff
 * or Utenti Login. `invalidate`: the query key of the list that shows it.
 */
export function ResetTwoFactorDialog({ account, invalidate, onClose }: { account: TwoFactorAccount | null; invalidate: QueryKey; onClose: () => void }) {
  const reset = useMutation({
    mutationFn: (target: TwoFactorAccount) => unwrap(api['two-factor'][':id'].reset.$post({ param: { id: target.id } })),
    meta: {
      invalidates: [invalidate, queryRoots.activity],
      success: (_data: unknown, { fullName }: TwoFactorAccount) => `Verifica in due passaggi di ${fullName} azzerata`,
      error: 'Impossibile azzerare la verifica in due passaggi',
    },
  });

  return (
    <ConfirmDialog
      open={account !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<>Azzerare la verifica in due passaggi di {account?.fullName}?</>}
      description={
        <>
          Usalo quando {account?.email} ha perso il telefono e i codici di recupero. L'app collegata e i codici smetteranno di funzionare, le sue sessioni
          verranno chiuse e potrà accedere con la sola password, poi attivare di nuovo la verifica dal suo profilo.
        </>
      }
      confirmLabel="Azzera verifica"
      destructive
      onConfirm={async () => {
        if (account) await reset.mutateAsync(account);
      }}
    />
  );
}
