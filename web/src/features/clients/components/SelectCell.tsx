import { useRef, useState, type ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';

const NONE = '__none__';

/** A cell edited in place with a select (country, legal form): it saves when it closes with a changed value. */
export function SelectCell({
  value,
  options,
  label,
  noneLabel,
  children,
  onSave,
}: {
  value: string | null;
  options: { value: string; label: ReactNode }[];
  /** The column's name, for screen readers ('Modifica Paese Costituzione'). */
  label: string;
  noneLabel: string;
  children: ReactNode;
  onSave: (value: string | null) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value ?? NONE);
  const [saving, setSaving] = useState(false);
  // Picking an item changes the value and closes the select in one go: read the latest choice.
  const latest = useRef(draft);
  const choose = (next: string) => {
    latest.current = next;
    setDraft(next);
  };

  const close = async () => {
    const next = latest.current === NONE ? null : latest.current;
    if (next === value) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
    } catch {
      choose(value ?? NONE);
    } finally {
      setSaving(false);
      setEditing(false);
    }
  };

  if (saving) {
    return (
      <span className="flex items-center gap-2 text-muted-foreground">
        <Spinner className="size-4" /> {children}
      </span>
    );
  }

  if (!editing) {
    return (
      <button
        type="button"
        title="Clicca per modificare"
        onClick={() => {
          choose(value ?? NONE);
          setEditing(true);
        }}
        className="-mx-1.5 block w-full rounded px-1.5 py-1 text-left hover:bg-accent/70 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
      >
        <span className="sr-only">Modifica {label}: </span>
        {children}
      </button>
    );
  }

  return (
    <Select defaultOpen value={draft} onValueChange={choose} onOpenChange={(open) => !open && void close()}>
      <SelectTrigger className="h-8 px-2" aria-label={`Modifica ${label}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>{noneLabel}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
