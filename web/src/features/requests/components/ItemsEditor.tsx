import { useId } from 'react';
import { ArrowDown, ArrowUp, ListPlus, Trash2 } from 'lucide-react';
import { ACCESS_LEVELS, DOCUMENT_CATEGORIES, type AccessLevel, type DocumentCategory } from '@domain/schemas/documents';
import { DESTINATION_LABELS, MAX_FILES_PER_ITEM, MAX_ITEMS } from '@domain/schemas/requests';
import { Button } from '@web/components/ui/button';
import { FieldMessage, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Switch } from '@web/components/ui/switch';
import { Textarea } from '@web/components/ui/textarea';
import { newItemRow, type ItemRow } from './items';

type Message = { message?: string } | undefined;
/** The form's messages for the rows (react-hook-form's `errors.items`), by row and field. */
export type ItemErrors = readonly ({ [K in keyof ItemRow]?: Message } | undefined)[] & { message?: string; root?: Message };

/**
 * The items of a request or a template, in order: each with its name, description, whether a
 * file is needed (off: a written answer is enough), how many files, where an accepted file goes
 * and its category. Rows are added at the end, removed, and moved up or down.
 */
export function ItemsEditor({ value, onChange, errors }: { value: readonly ItemRow[]; onChange: (rows: ItemRow[]) => void; errors?: ItemErrors | undefined }) {
  const listMessage = errors?.message ?? errors?.root?.message;
  const update = (index: number, patch: Partial<ItemRow>) => onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    onChange(next);
  };

  return (
    <div className="grid min-w-0 gap-3" role="group" aria-label="Voci richieste">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium">Voci richieste ({value.length})</p>
      </div>
      {value.length === 0 && <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">Nessuna voce: aggiungi il primo documento da chiedere.</p>}
      <ol className="grid gap-3">
        {value.map((row, index) => (
          <ItemRowFields
            key={row.key}
            row={row}
            index={index}
            count={value.length}
            errors={errors?.[index]}
            onChange={(patch) => update(index, patch)}
            onMove={(by) => move(index, by)}
            onRemove={() => onChange(value.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <FieldMessage error={listMessage} />
      <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => onChange([...value, newItemRow()])} disabled={value.length >= MAX_ITEMS}>
        <ListPlus />
        Aggiungi voce
      </Button>
    </div>
  );
}

function ItemRowFields({
  row,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  row: ItemRow;
  index: number;
  count: number;
  errors: { [K in keyof ItemRow]?: Message } | undefined;
  onChange: (patch: Partial<ItemRow>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const n = index + 1;
  return (
    <li className="min-w-0 rounded-lg border bg-muted/20 p-3">
      <div role="group" aria-label={`Voce ${n}`}>
        <div className="mb-3 flex items-center gap-1">
          <p className="mr-auto text-sm font-semibold">Voce {n}</p>
          <Button type="button" size="icon-sm" variant="ghost" aria-label={`Sposta su la voce ${n}`} title="Sposta su" disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp />
          </Button>
          <Button type="button" size="icon-sm" variant="ghost" aria-label={`Sposta giù la voce ${n}`} title="Sposta giù" disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown />
          </Button>
          <Button type="button" size="icon-sm" variant="ghost" className="text-destructive hover:text-destructive" aria-label={`Rimuovi la voce ${n}`} title="Rimuovi" onClick={onRemove}>
            <Trash2 />
          </Button>
        </div>
        <div className="grid gap-3">
          <FormField label="Nome della voce *" error={errors?.name?.message}>
            <Input autoComplete="off" placeholder="Es. Passaporto del socio" value={row.name} onChange={(e) => onChange({ name: e.target.value })} />
          </FormField>
          <FormField label="Descrizione" error={errors?.description?.message}>
            <Textarea rows={2} placeholder="Es. Fronte e retro, in corso di validità" value={row.description} onChange={(e) => onChange({ description: e.target.value })} />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <div className="flex items-center gap-2">
                <Switch id={`${id}-file`} checked={row.requiresFile} onCheckedChange={(checked) => onChange({ requiresFile: checked })} aria-describedby={`${id}-file-hint`} />
                <Label htmlFor={`${id}-file`}>Serve un file</Label>
              </div>
              <p id={`${id}-file-hint`} className="text-sm text-muted-foreground">
                {row.requiresFile ? 'Il cliente deve caricare almeno un file' : 'Basta una risposta scritta'}
              </p>
            </div>
            <FormField label="Numero massimo di file" error={errors?.maxFiles?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_FILES_PER_ITEM}
                value={Number.isNaN(row.maxFiles) ? '' : row.maxFiles}
                onChange={(e) => onChange({ maxFiles: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
              />
            </FormField>
            <FormField label="Destinazione" error={errors?.accessLevel?.message}>
              <Select value={row.accessLevel} onValueChange={(v) => onChange({ accessLevel: v as AccessLevel })}>
                <SelectTrigger className="w-full" aria-label="Destinazione">
                  <SelectValue>{DESTINATION_LABELS[row.accessLevel]}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {ACCESS_LEVELS.map((level) => (
                    <SelectItem key={level} value={level}>
                      {DESTINATION_LABELS[level]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <FormField label="Categoria" error={errors?.category?.message}>
              <Select value={row.category} onValueChange={(v) => onChange({ category: v as DocumentCategory })}>
                <SelectTrigger className="w-full" aria-label="Categoria">
                  <SelectValue>{row.category}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {DOCUMENT_CATEGORIES.map((category) => (
                    <SelectItem key={category} value={category}>
                      {category}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          </div>
        </div>
      </div>
    </li>
  );
}
