import { useId } from 'react';
import { SIGNIFICANCE_LABELS, SIGNIFICANCES } from '@domain/aml/rulesets';
import { FieldMessage } from '@web/components/ui/form-field';
import { cn } from '@web/lib/utils';

/**
 * One factor scored 1–4, as the CNDCEC rules read the grades (1 non significativo … 4 molto
 * significativo): a group of four radios named by the factor.
 */
export function ScoreField({
  label,
  code,
  value,
  onChange,
  disabled = false,
  error,
}: {
  label: string;
  /** The factor's id in the ruleset (A1, B3, formazione…), shown before a Table A/B label. */
  code?: string;
  value: number | undefined;
  onChange: (score: number) => void;
  disabled?: boolean;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className="grid min-w-0 gap-2" aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">
        {code && <span className="mr-1.5 text-muted-foreground tabular-nums">{code}</span>}
        {label}
      </legend>
      <div className="grid grid-cols-4 gap-1.5">
        {SIGNIFICANCES.map((significance, index) => {
          const score = index + 1;
          const checked = value === score;
          return (
            <label
              key={significance}
              className={cn(
                'flex min-w-0 cursor-pointer flex-col items-center gap-0.5 rounded-md border px-1 py-1.5 text-center transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
                checked ? 'border-primary bg-primary/10 text-foreground' : 'hover:bg-muted/50',
                disabled && 'cursor-default opacity-70',
              )}
            >
              <input type="radio" className="sr-only" name={name} value={score} checked={checked} disabled={disabled} onChange={() => onChange(score)} />
              <span className="text-base font-semibold tabular-nums">{score}</span>
              <span className="text-[0.7rem] leading-tight text-muted-foreground">{SIGNIFICANCE_LABELS[significance]}</span>
            </label>
          );
        })}
      </div>
      <FieldMessage id={`${name}-error`} error={error} />
    </fieldset>
  );
}
