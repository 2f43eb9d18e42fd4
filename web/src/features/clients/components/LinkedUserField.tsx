import { X } from 'lucide-react';
import { EntityPicker } from '@web/components/entity-picker';
import { Button } from '@web/components/ui/button';
import { userOptions } from '../api/user-options';

export interface LinkedUser {
  id: string;
  name: string;
  email: string;
}

/** Picks the login with shared access to a client, searching accounts by name or e-mail. */
export function LinkedUserField({ value, onChange, ...control }: { value: LinkedUser | null; onChange: (user: LinkedUser | null) => void; id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) {
  return (
    <div className="flex items-center gap-2">
      <EntityPicker
        {...control}
        value={value}
        onChange={(u) => onChange({ id: u.id, name: u.name, email: u.email })}
        query={userOptions}
        texts={{ placeholder: 'Nessun utente collegato', searchPlaceholder: 'Cerca per nome o email...', searchLabel: 'Cerca utente', listLabel: 'Utenti', empty: 'Nessun utente trovato' }}
        labelOf={(user) => `${user.name} (${user.email})`}
        optionOf={(user) => ({ title: user.name, detail: user.email })}
        className="w-auto flex-1"
        panelClassName="min-w-72"
      />
      {value && (
        <Button type="button" variant="ghost" size="icon" onClick={() => onChange(null)} aria-label="Rimuovi utente collegato">
          <X />
        </Button>
      )}
    </div>
  );
}
