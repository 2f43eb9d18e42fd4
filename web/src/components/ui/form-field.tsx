import { useId, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@web/lib/utils';
import { Label } from './label';

export interface FormFieldProps {
  label?: ReactNode;
  /** The field's error message (e.g. `errors.email?.message`); shown under the control. */
  error?: string | undefined;
  /** A hint under the control, hidden while an error shows. */
  description?: ReactNode;
  /** A single control (Input, Textarea, SelectTrigger, Checkbox…): it receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
  className?: string;
  /** Use when the control already has its own id. */
  id?: string;
}

/** Label, control and message of one form field, wired together for screen readers. */
export function FormField({ label, error, description, children, className, id }: FormFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const messageId = `${controlId}-message`;
  const hasMessage = Boolean(error || description);
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      {label && (
        <Label htmlFor={controlId} className={cn(error && 'text-destructive')}>
          {label}
        </Label>
      )}
      <Slot.Root id={controlId} aria-invalid={error ? true : undefined} aria-describedby={hasMessage ? messageId : undefined}>
        {children}
      </Slot.Root>
      <FieldMessage id={messageId} error={error}>
        {description}
      </FieldMessage>
    </div>
  );
}

/** The message under a field: the error in red, or the hint. Use alone for controls FormField cannot wrap (a checkbox row). */
export function FieldMessage({ id, error, children }: { id?: string; error?: string | undefined; children?: ReactNode }) {
  if (error) {
    return (
      <p id={id} data-slot="field-error" className="text-sm text-destructive">
        {error}
      </p>
    );
  }
  if (!children) return null;
  return (
    <p id={id} data-slot="field-description" className="text-sm text-muted-foreground">
      {children}
    </p>
  );
}
