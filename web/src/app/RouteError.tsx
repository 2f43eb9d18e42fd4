import { Component, type ReactNode } from 'react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { StatusScreen } from '@web/components/layout/StatusScreen';
import { Button } from '@web/components/ui/button';
import { markPageLive } from '@web/lib/page-request';

interface Props {
  /** The page's path: moving to another page clears the error. */
  pathname: string;
  children: ReactNode;
}

/** Shown when a page fails to render or to load (e.g. after a new version was deployed). */
export class RouteErrorBoundary extends Component<Props, { failed: boolean; pathname: string }> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    markPageLive();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StatusScreen
        icon={TriangleAlert}
        tone="destructive"
        title="Si è verificato un errore"
        className="min-h-dvh"
        action={
          <Button onClick={() => window.location.reload()}>
            <RotateCw />
            Ricarica la pagina
          </Button>
        }
      >
        Qualcosa non ha funzionato durante il caricamento della pagina. Riprova.
      </StatusScreen>
    );
  }
}
