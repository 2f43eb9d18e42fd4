import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, X } from 'lucide-react';
import { resetRequestSchema } from '@domain/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { ServerError } from './ServerError';

export function ResetRequestCard({ defaultEmail, onClose }: { defaultEmail: string; onClose: () => void }) {
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
    } catch {
      return;
    }
    toast.success('Controlla la tua email per reimpostare la password.', 'Email inviata');
    onClose();
  });

  return (
    <Card className="animate-pop-in" role="region" aria-labelledby="reset-title">
      <CardHeader className="relative pr-12">
        <CardTitle id="reset-title" className="flex items-center gap-2">
          <KeyRound className="size-4 text-primary" aria-hidden="true" />
          Password dimenticata?
        </CardTitle>
        <CardDescription>Inserisci la tua email: ti invieremo un link per reimpostare la password.</CardDescription>
        <Button variant="ghost" size="icon-sm" className="absolute top-0 right-3" onClick={onClose} aria-label="Chiudi">
          <X />
        </Button>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <ServerError error={request.error} />
          <FormField label="Email" error={formState.errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="nome@azienda.it" {...register('email')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Annulla
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Invia link
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
