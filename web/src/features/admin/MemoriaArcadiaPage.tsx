import { Link } from 'react-router';
import { ArrowLeft, Brain } from 'lucide-react';
import { StatusScreen } from '@web/components/layout/StatusScreen';
import { Button } from '@web/components/ui/button';

export function MemoriaArcadiaPage() {
  return (
    <StatusScreen
      icon={Brain}
      title="Memoria Arcadia – in sviluppo"
      action={
        <Button asChild variant="outline">
          <Link to="/admin-panel">
            <ArrowLeft />
            Torna all'Admin Panel
          </Link>
        </Button>
      }
    >
      Questa sezione sarà disponibile prossimamente.
    </StatusScreen>
  );
}
