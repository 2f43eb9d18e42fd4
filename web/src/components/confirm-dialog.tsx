import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button's text, e.g. 'Elimina'. */
  confirmLabel: string;
  /** Paints the confirming button red (deletions, irreversible steps). */
  destructive?: boolean;
  /** Holds the confirming button back (e.g. until what the action takes with it has loaded). */
  confirmDisabled?: boolean;
  /**
   * The confirmed action. While it runs, both buttons are disabled and the dialog cannot be
   * dismissed; it closes once the action resolves and stays open if it fails (the failure is
   * told by the action's own mutation toast), so the person can try again or cancel.
   */
  onConfirm: () => Promise<unknown>;
  /** More content under the description (e.g. what the deletion takes with it). */
  children?: ReactNode;
}

/** The one confirmation dialog of the app: a question, Annulla, and the action. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, destructive = false, confirmDisabled = false, onConfirm, children }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Told by the mutation's toast; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Annulla</AlertDialogCancel>
          <AlertDialogAction
            destructive={destructive}
            disabled={busy || confirmDisabled}
            onClick={(event) => {
              // Radix would close the dialog at once: it closes when the action is done.
              event.preventDefault();
              void confirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
