import { LedgerPage } from './components/LedgerPage';

/** /entrate – Gestione Entrate. */
export function IncomePage() {
  return <LedgerPage kind="income" />;
}
