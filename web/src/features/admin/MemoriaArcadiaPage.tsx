import { Brain } from 'lucide-react';
import { StatusScreen } from '@web/components/layout/StatusScreen';

/** The way back is the Admin Panel trail of the layout, as on every page of its tiles. */
export function MemoriaArcadiaPage() {
  return (
    <StatusScreen icon={Brain} title="Memoria Arcadia – in sviluppo">
      Questa sezione sarà disponibile prossimamente.
    </StatusScreen>
  );
}
