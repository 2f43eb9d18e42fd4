import type { DueDiligence } from '@domain/aml/rulesets';
import { Badge } from '@web/components/ui/badge';

const LEVELS: Record<DueDiligence, { label: string; variant: 'success' | 'info' | 'destructive' }> = {
  semplificata: { label: 'Semplificata', variant: 'success' },
  ordinaria: { label: 'Ordinaria', variant: 'info' },
  rafforzata: { label: 'Rafforzata', variant: 'destructive' },
};

/** The due diligence level of the file's latest signed assessment, or 'Da valutare' before the first one. */
export function LevelBadge({ level }: { level: DueDiligence | null }) {
  if (!level) return <Badge variant="secondary">Da valutare</Badge>;
  const { label, variant } = LEVELS[level];
  return (
    <Badge variant={variant} title={`Adeguata verifica ${level}`}>
      {label}
    </Badge>
  );
}
