import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DateField } from '@web/components/date-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';

export interface EditableCellProps {
  /** The stored value ('' for none); for dates 'YYYY-MM-DD'. */
  value: string;
  /** What the cell shows when not editing. */
  children: ReactNode;
  /** The column's name, for screen readers ('Modifica Azienda'). */
  label: string;
  type?: 'text' | 'date';
  max?: string;
  /** Saves the new value; rejects to keep the old one. */
  onSave: (value: string) => Promise<unknown>;
  className?: string;
}

/**
 * A table cell edited in place: a click opens an input; Enter or leaving it
 * saves (when the value changed), Escape cancels.
 */
export function EditableCell({ value, children, label, type = 'text', max, onSave, className }: EditableCellProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  // Enter saves and then the input loses focus: only the first of the two may act.
  const settled = useRef(false);

  const open = () => {
    setDraft(value);
    settled.current = false;
    setEditing(true);
  };

  const finish = async (save: boolean) => {
    if (settled.current) return;
    settled.current = true;
    if (!save || draft.trim() === value.trim()) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
      setEditing(false);
    } catch {
      setDraft(value);
      setEditing(false);
    } finally {
      setSaving(false);
    }
  };

  if (editing) {
    const props = {
      autoFocus: true,
      value: draft,
      disabled: saving,
      'aria-label': `Modifica ${label}`,
      onBlur: () => void finish(true),
      onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void finish(true);
        } else if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          void finish(false);
        }
      },
    };
    return (
      <div className={cn('relative flex items-center', className)}>
        {/* A date is left once focus leaves both the field and its calendar. */}
        {type === 'date' ? (
          <DateField {...props} max={max} onChange={setDraft} className="relative z-10 w-36 shrink-0 [&_input]:h-8" />
        ) : (
          <Input {...props} className="h-8" onChange={(e) => setDraft(e.target.value)} />
        )}
        {saving && <Spinner className="absolute right-2 z-20 size-4" />}
      </div>
    );
  }

  return (
    <button
      type="button"
      onClick={open}
      title="Clicca per modificare"
      className={cn('-mx-1.5 block w-full min-w-0 cursor-text rounded px-1.5 py-1 text-left hover:bg-accent/70 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none', className)}
    >
      <span className="sr-only">Modifica {label}: </span>
      {children}
    </button>
  );
}
