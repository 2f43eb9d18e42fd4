/**
 * The checks the server performs on every request, as the page explains them.
 * `code` names the function of domain/policy.ts or of the server that does it.
 */
export const SECURITY_CHECKS: { title: string; code: string; description: string }[] = [
  {
    title: 'Sessione obbligatoria',
    code: 'requireUser / requirePermission',
    description:
      'Ogni chiamata all\'API verifica la sessione (cookie HttpOnly, salvata nel database). Senza sessione valida la risposta è 401.',
  },
  {
    title: 'Ruolo letto a ogni richiesta',
    code: 'get_current_user_role → user_roles',
    description:
      'Il ruolo si legge dalla tabella user_roles a ogni richiesta, mai dal browser: un cambio di ruolo vale dalla richiesta successiva.',
  },
  {
    title: 'Permesso per ogni operazione',
    code: 'has_role → can(ruolo, permesso)',
    description:
      'Ogni rotta dichiara il permesso che richiede; se il ruolo non lo possiede la risposta è 403. Nascondere un pulsante non basta mai: decide il server.',
  },
  {
    title: 'Ambito dei dati',
    code: 'scopeOf(ruolo, permesso) → propri | tutti',
    description:
      'Con ambito "propri" il server restituisce solo le righe dell\'utente o dei clienti collegati al suo account; con "tutti" ogni riga.',
  },
  {
    title: 'Staff e proprietario',
    code: 'is_staff → isStaff(ruolo), is_owner → ruolo proprietario',
    description:
      'Staff = proprietario, admin, moderatore. Solo il proprietario crea staff, cambia ruoli e credenziali, carica avatar dello staff ed elimina account.',
  },
  {
    title: 'Nessuna modifica della propria riga',
    code: 'assertNotSelf',
    description: 'In Gestione Staff e Utenti Login nessuno può modificare o eliminare il proprio account.',
  },
  {
    title: 'Sempre almeno un proprietario',
    code: 'assertOwnersRemain',
    description:
      'L\'ultimo proprietario non può essere declassato né eliminato. Il controllo blocca le righe dei proprietari nella transazione, così due richieste contemporanee non possono superarlo entrambe.',
  },
  {
    title: 'Le sessioni seguono l\'account',
    code: 'revokeSessions',
    description:
      'Cambio di ruolo, cambio di password o email ed eliminazione dell\'account chiudono subito tutte le sessioni aperte della persona.',
  },
  {
    title: 'File mai pubblici',
    code: 'receiveUpload / rotte con controllo di accesso',
    description:
      'I file si riconoscono dal contenuto, non dal nome, con limiti di dimensione durante il caricamento; si scaricano solo tramite rotte che verificano i permessi.',
  },
  {
    title: 'Origine e limiti di frequenza',
    code: 'rejectForeignOrigin / rate limit',
    description:
      'Le richieste che modificano dati da un altro sito vengono rifiutate; accessi e reset password hanno un limite di tentativi.',
  },
  {
    title: 'Registro attività',
    code: 'logActivity',
    description: 'Ogni modifica viene registrata nel registro attività nella stessa transazione dell\'operazione.',
  },
];
