import { LedgerPage } from './components/LedgerPage';

/** /spese – Gestione Spese. */
export function ExpensesPage() {
  return <LedgerPage kind="expense" />;
}
