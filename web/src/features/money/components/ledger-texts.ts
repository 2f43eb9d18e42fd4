import type { Noun } from '@domain/plural';
import type { LedgerKind } from '@domain/schemas/money';

/** The words of /spese and /entrate (spec part 2: Expenses, Income). */
export interface LedgerTexts {
  title: string;
  subtitle: string;
  newButton: string;
  /** "Spesa" / "Entrata" */
  noun: string;
  totalCard: string;
  countCard: string;
  listTitle: string;
  /** The rows in the list's footer: '1–20 di 45 spese', '1–1 di 1 spesa'. */
  rows: Noun;
  searchLabel: string;
  senderLabel: string;
  sign: '-' | '+';
  empty: string;
  noMatch: string;
  loadError: string;
  createError: string;
  updateError: string;
  deleteError: string;
  created: (amount: string) => string;
  updated: string;
  deleted: string;
}

export const LEDGER_TEXTS: Record<LedgerKind, LedgerTexts> = {
  expense: {
    title: 'Gestione Spese',
    subtitle: 'Registra e monitora le spese',
    newButton: 'Nuova Spesa',
    noun: 'Spesa',
    totalCard: 'Totale Spese',
    countCard: 'Numero Spese',
    listTitle: 'Lista Spese',
    rows: ['spesa', 'spese'],
    searchLabel: 'Cerca spese',
    senderLabel: 'Mittente',
    sign: '-',
    empty: 'Nessuna spesa registrata',
    noMatch: 'Nessuna spesa corrisponde alla ricerca',
    loadError: 'Impossibile caricare le spese',
    createError: 'Impossibile creare la spesa',
    updateError: 'Impossibile aggiornare la spesa',
    deleteError: 'Impossibile eliminare la spesa',
    created: (amount) => `Spesa di €${amount} aggiunta con successo`,
    updated: 'Spesa aggiornata con successo',
    deleted: 'Spesa eliminata con successo',
  },
  income: {
    title: 'Gestione Entrate',
    subtitle: 'Registra e monitora le entrate',
    newButton: 'Nuova Entrata',
    noun: 'Entrata',
    totalCard: 'Totale Entrate',
    countCard: 'Numero Entrate',
    listTitle: 'Lista Entrate',
    rows: ['entrata', 'entrate'],
    searchLabel: 'Cerca entrate',
    senderLabel: 'Mittente/Cliente',
    sign: '+',
    empty: 'Nessuna entrata registrata',
    noMatch: 'Nessuna entrata corrisponde alla ricerca',
    loadError: 'Impossibile caricare le entrate',
    createError: "Impossibile creare l'entrata",
    updateError: "Impossibile aggiornare l'entrata",
    deleteError: "Impossibile eliminare l'entrata",
    created: (amount) => `Entrata di €${amount} aggiunta con successo`,
    updated: 'Entrata aggiornata con successo',
    deleted: 'Entrata eliminata con successo',
  },
};
