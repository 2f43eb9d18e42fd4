import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Building2, Plus, Trash2 } from 'lucide-react';
import { addCompanySchema, type AddCompanyInput } from '@domain/schemas/profile';
import { CountryLabel } from '@web/components/country-flag';
import { CountrySelect } from '@web/components/country-select';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import type { Profile } from '@web/lib/own-profile';
import { useServerForm } from '@web/lib/use-server-form';
import { useAddCompany, useCountryOptions, useDeleteCompany } from '../api/companies';

const LIMIT_TITLE = 'Limite raggiunto';
const LIMIT_MESSAGE = 'Puoi aggiungere massimo 3 società';

/** Companies n/3: list, delete, add. After an add the profile is read again and the person goes home after 1.5 s. */
export function CompaniesCard({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const countries = useCountryOptions();
  const add = useAddCompany();
  const remove = useDeleteCompany();
  const [goHome, setGoHome] = useState(false);
  useEffect(() => {
    if (!goHome) return;
    const id = setTimeout(() => navigate('/'), 1500);
    return () => clearTimeout(id);
  }, [goHome, navigate]);

  const full = profile.companies.length >= profile.maxCompanies;
  const deleting = remove.isPending ? remove.variables : null;

  const { form, onSubmit, pending, restart } = useServerForm<AddCompanyInput>({
    schema: addCompanySchema,
    defaultValues: { companyName: '', countryCode: '' },
    submit: async (values) => {
      if (full) {
        toast.error(LIMIT_MESSAGE, LIMIT_TITLE);
        return false;
      }
      return add.mutateAsync(values);
    },
    onFailure: (error) => {
      if (!(error instanceof ApiError && error.code === 'COMPANY_LIMIT')) return false;
      toast.error(LIMIT_MESSAGE, LIMIT_TITLE);
      return true;
    },
    errorToast: 'Impossibile aggiungere la società',
    onSuccess: () => {
      restart();
      setGoHome(true);
    },
  });
  const { register, control, formState } = form;

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Le tue società</CardTitle>
          <CardDescription>Le società di cui sei titolare o socio.</CardDescription>
        </div>
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-medium tabular-nums" aria-label={`${profile.companies.length} società su ${profile.maxCompanies}`}>
          {profile.companies.length}/{profile.maxCompanies}
        </span>
      </CardHeader>
      <CardContent className="space-y-5">
        {profile.companies.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">Nessuna società aggiunta</p>
        ) : (
          <ul className="space-y-2" aria-label="Società">
            {profile.companies.map((c) => (
              <li key={c.id} className="flex items-center gap-3 rounded-lg border px-3 py-2.5">
                <Building2 className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{c.companyName}</p>
                  <p className="text-xs text-muted-foreground">
                    <CountryLabel code={c.countryCode} name={c.countryName} />
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="text-muted-foreground hover:text-destructive"
                  onClick={() => remove.mutate(c.id)}
                  loading={deleting === c.id}
                  aria-label={`Elimina ${c.companyName}`}
                >
                  {deleting !== c.id && <Trash2 aria-hidden="true" />}
                </Button>
              </li>
            ))}
          </ul>
        )}

        <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-lg bg-muted/40 p-4" aria-label="Aggiungi società">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Nome società" error={formState.errors.companyName?.message}>
              <Input placeholder="Es. Rossi Consulting Ltd" autoComplete="organization" {...register('companyName')} />
            </FormField>
            <Controller
              control={control}
              name="countryCode"
              render={({ field, fieldState }) => (
                <FormField label="Paese di costituzione" error={fieldState.error?.message}>
                  <CountrySelect value={field.value} onChange={(code) => field.onChange(code ?? '')} onBlur={field.onBlur} countries={countries.data?.countries ?? []} noneLabel={null} />
                </FormField>
              )}
            />
          </div>
          <div>
            <Button type="submit" loading={pending} variant={full ? 'outline' : 'default'}>
              <Plus aria-hidden="true" />
              Aggiungi Società
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
