/**
 * The AML file's obligations on /scadenze (staff only: never listed, counted, reminded or fed to a
 * role user) and the link to a client's file. Kept apart from file.ts so the deadlines screen does
 * not load the file's schemas and rulesets.
 */

/** Days from the opening of an engagement to the completion of its file. */
export const FILE_COMPLETION_DAYS = 30;

export const AML_OBLIGATION_KINDS = {
  'aml-document-expiry': { name: "Scadenza del documento d'identità (antiriciclaggio)", description: "Il documento usato per l'identificazione scade: acquisirne uno valido" },
  'aml-file-completion': { name: 'Completamento del fascicolo antiriciclaggio', description: `Entro ${FILE_COMPLETION_DAYS} giorni dal conferimento dell'incarico: identificazione, titolari effettivi, valutazione del rischio firmata` },
  'aml-review': { name: 'Revisione del fascicolo antiriciclaggio', description: 'Controllo costante: rivedere dati, titolari effettivi e livello di rischio' },
} as const;
export type AmlObligationKind = keyof typeof AML_OBLIGATION_KINDS;
export const AML_RULE_IDS = Object.keys(AML_OBLIGATION_KINDS) as AmlObligationKind[];

export function isAmlRuleId(ruleId: string): ruleId is AmlObligationKind {
  return Object.hasOwn(AML_OBLIGATION_KINDS, ruleId);
}

/** The page of a client's file: the list with that client's file open. */
export function amlClientPath(clientId: string): string {
  return `/antiriciclaggio?cliente=${encodeURIComponent(clientId)}`;
}
