import { DUE_DILIGENCE_LABELS, type DueDiligence } from '@domain/aml/rulesets';
import { Badge } from '@web/components/ui/badge';

const VARIANTS: Record<DueDiligence, 'success' | 'info' | 'destructive'> = { semplificata: 'success', ordinaria: 'info', rafforzata: 'destructive' };

/** The due diligence level of the file's latest signed assessment, or 'Da valutare' before the first one. */
export function LevelBadge({ level }: { level: DueDiligence | null }) {
  if (!level) return <Badge variant="secondary">Da valutare</Badge>;
  return (
    <Badge variant={VARIANTS[level]} title={`Adeguata verifica ${level}`}>
      {DUE_DILIGENCE_LABELS[level]}
    </Badge>
  );
}
