import { useEffect, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { ServerForm } from '@web/lib/use-server-form';

export { useServerForm, type ServerForm, type ServerFormOptions } from '@web/lib/use-server-form';

export interface FormDialogProps<TInput extends FieldValues, TOutput> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form of `useServerForm`: its submit, its pending state, its restart on each opening. */
  form: ServerForm<TInput, TOutput>;
  title: ReactNode;
  description: ReactNode;
  /** The form's accessible name, e.g. 'Nuovo Cliente'. */
  label?: string;
  /** The submit button's text, e.g. 'Salva'. */
  submitLabel: ReactNode;
  /** Holds the submit button back (e.g. no client chosen yet). */
  submitDisabled?: boolean;
  /** Buttons before Annulla, e.g. 'Togli la data'. */
  actions?: ReactNode;
  /** The dialog box's classes, e.g. 'sm:max-w-2xl'. */
  className?: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The one dialog around a form sent to the server: title and description, the fields, Annulla
 * and the submit button. Each opening starts from the form's defaults; while the form is sent
 * the submit button spins, Annulla is disabled and the dialog cannot be dismissed. Closing on
 * success is the form's `onSuccess`.
 */
export function FormDialog<TInput extends FieldValues, TOutput>({
  open,
  onOpenChange,
  form,
  title,
  description,
  label,
  submitLabel,
  submitDisabled = false,
  actions,
  className,
  children,
}: FormDialogProps<TInput, TOutput>) {
  const { onSubmit, pending, restart } = form;

  useEffect(() => {
    if (open) restart();
  }, [open, restart]);

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={label}>
          {children}
          <DialogFooter>
            {actions}
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Annulla
            </Button>
            <Button type="submit" loading={pending} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
