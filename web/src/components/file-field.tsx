import { useId, useRef, useState } from 'react';
import { FileUp, X } from 'lucide-react';
import { formatBytes } from '@domain/file-size';
import { DropBox } from '@web/components/drop-box';
import { Button } from '@web/components/ui/button';
import { FieldMessage } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/utils';

/** What a file field takes: the picker's filter, and the checks a chosen or dropped file must pass. */
export interface FileRule {
  /** The picker's filter, e.g. '.pdf,application/pdf'. */
  accept: string;
  /** Whether the file is of a kind taken here (a first check: the server decides by the file's bytes). */
  matches: (file: File) => boolean;
  /** Said when it is not, e.g. 'Solo file PDF sono supportati'. */
  wrongKindMessage: string;
  /** The largest size taken, in bytes, and what is said above it. */
  maxBytes?: number;
  tooLargeMessage?: string;
}

/** Why the file is refused, or undefined when it is taken. */
export function fileRefusal(file: File, rule: FileRule): string | undefined {
  if (!rule.matches(file)) return rule.wrongKindMessage;
  if (rule.maxBytes !== undefined && file.size > rule.maxBytes) {
    return rule.tooLargeMessage ?? `Il file è troppo grande. Dimensione massima: ${formatBytes(rule.maxBytes)}`;
  }
  return undefined;
}

export interface FileFieldProps {
  /** The field's label, e.g. 'File PDF *'. */
  label: string;
  rule: FileRule;
  /** The chosen file; undefined when none (or when the last one was refused). */
  value: File | undefined;
  onChange: (file: File | undefined) => void;
  onBlur?: () => void;
  /** The form's message for the field (e.g. 'Seleziona un file PDF'). */
  error?: string;
  /** Shown while no file is chosen, e.g. 'Solo file PDF'. */
  hint: string;
  /** The upload's real progress, 0 to 100, while the chosen file is being sent; null otherwise. */
  percent: number | null;
}

/**
 * One file, chosen by a click (or the keyboard) or dropped on the field: its name and size
 * shown, a file of the wrong kind or size refused at once with the rule's Italian message,
 * and the upload's real progress while it is sent.
 */
export function FileField({ label, rule, value, onChange, onBlur, error, hint, percent }: FileFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string>();
  const uploading = percent !== null;
  const message = refusal ?? error;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = fileRefusal(file, rule);
    setRefusal(refused);
    onChange(refused ? undefined : file);
  };

  // min-w-0 throughout: a long file name is cut short, it never widens the form.
  return (
    <div data-slot="form-field" className="grid min-w-0 gap-2">
      <Label htmlFor={id} className={cn(message && 'text-destructive')}>
        {label}
      </Label>
      <DropBox inputRef={input} disabled={uploading} invalid={Boolean(message)} onDropFiles={(files) => choose(files[0])} className="min-h-20">
        <input
          ref={input}
          id={id}
          type="file"
          accept={rule.accept}
          className="sr-only"
          disabled={uploading}
          aria-invalid={message ? true : undefined}
          aria-describedby={messageId}
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
          onBlur={onBlur}
        />
        <FileUp className="size-6 shrink-0 text-primary" aria-hidden="true" />
        {value ? (
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium" title={value.name}>
              {value.name}
            </p>
            <p className="text-muted-foreground tabular-nums">{formatBytes(value.size)}</p>
          </div>
        ) : (
          <p className="min-w-0 flex-1 text-muted-foreground">
            <span className="font-medium text-primary">Scegli il file</span> o trascinalo qui
          </p>
        )}
        {value && !uploading && (
          <Button
            type="button"
            size="icon-sm"
            variant="ghost"
            aria-label={`Togli ${value.name}`}
            onClick={(e) => {
              e.stopPropagation();
              setRefusal(undefined);
              onChange(undefined);
            }}
          >
            <X />
          </Button>
        )}
      </DropBox>
      {value && uploading && <UploadProgress name={value.name} percent={percent} named={false} />}
      <FieldMessage id={messageId} error={message}>
        {hint}
      </FieldMessage>
    </div>
  );
}

/**
 * One file's upload: its name (unless `named` is false, where the name already shows beside it),
 * a bar of the real progress and the percentage.
 */
export function UploadProgress({ name, percent, named = true, className }: { name: string; percent: number; named?: boolean; className?: string }) {
  return (
    <div className={cn('flex min-w-0 items-center gap-3 text-sm', className)}>
      {named && (
        <span className="min-w-0 flex-1 truncate" title={name}>
          {name}
        </span>
      )}
      <Progress value={percent} className={named ? 'w-24 sm:w-40' : 'flex-1'} aria-label={`Caricamento di ${name}`} />
      <span className="w-10 text-right text-muted-foreground tabular-nums">{percent}%</span>
    </div>
  );
}
