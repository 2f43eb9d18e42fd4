/**
 * What went wrong reaching the PostgreSQL of DATABASE_URL at start, in Italian,
 * with what to do about it. Pure: the error and the URL in, the text out.
 */

/**
 * The URL with its password replaced by ***, for messages and logs; also when the scheme
 * is missing, and up to the last @ (a password may hold an unencoded @).
 */
export function withoutPassword(url: string): string {
  return url.replace(/^((?:[a-z][a-z0-9+.-]*:\/\/)?[^:/@\s]*):(?!\/\/)\S*@/i, '$1:***@');
}

interface Target {
  shown: string;
  host: string;
  port: string;
  user: string;
  database: string;
}

function target(url: string): Target {
  const shown = withoutPassword(url);
  try {
    const u = new URL(url);
    const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
    const user = decodeURIComponent(u.username);
    return { shown, host: u.hostname || (u.searchParams.get('host') ?? 'localhost'), port: u.port || '5432', user, database: database || user };
  } catch {
    return { shown, host: '?', port: '?', user: '?', database: '?' };
  }
}

/** Every error in the chain: the error, its causes, the attempts of an AggregateError (each address of a host name). */
function chain(err: unknown): Array<{ code?: unknown; message?: unknown }> {
  const seen: Array<{ code?: unknown; message?: unknown }> = [];
  const visit = (e: unknown, depth: number) => {
    if (e === null || typeof e !== 'object' || depth > 5) return;
    seen.push(e as { code?: unknown; message?: unknown });
    if (e instanceof AggregateError) for (const inner of e.errors) visit(inner, depth + 1);
    visit((e as { cause?: unknown }).cause, depth + 1);
  };
  visit(err, 0);
  return seen;
}

const NETWORK_UNREACHABLE = ['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN'];

/**
 * The Italian explanation of a failure to open the database of `url` (DATABASE_URL),
 * or null when the error is none of the known ones (the caller shows its own message).
 * The URL appears with its password masked.
 */
export function describeConnectionError(err: unknown, url: string): string | null {
  const errors = chain(err);
  const codes = errors.map((e) => e.code).filter((c): c is string => typeof c === 'string');
  const messages = errors.map((e) => (typeof e.message === 'string' ? e.message : '')).join('\n');
  const has = (...wanted: string[]) => wanted.some((c) => codes.includes(c));
  const t = target(url);
  const where = `DATABASE_URL=${t.shown}`;
  const said = (code: string) => {
    const e = errors.find((x) => x.code === code);
    return typeof e?.message === 'string' && e.message ? `\nRisposta di PostgreSQL: ${e.message}` : '';
  };

  if (has('ECONNREFUSED')) {
    return (
      `Il database non risponde: ${t.host}:${t.port} rifiuta la connessione (${where}).\n` +
      'Controlla che PostgreSQL sia avviato e in ascolto su quell\'indirizzo e quella porta, e che host e porta in DATABASE_URL siano giusti.'
    );
  }
  if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME')) {
    return (
      `Il nome del server del database «${t.host}» non corrisponde a nessun computer (${where}).\n` +
      'Controlla di averlo scritto bene in DATABASE_URL e che questo computer raggiunga la rete (DNS).'
    );
  }
  if (has(...NETWORK_UNREACHABLE) || /timeout exceeded when trying to connect|connection timeout/i.test(messages)) {
    return (
      `Il server del database ${t.host}:${t.port} non è raggiungibile: nessuna risposta entro il tempo limite (${where}).\n` +
      'Controlla host e porta in DATABASE_URL, che il server sia acceso e che un firewall non blocchi la porta.'
    );
  }
  if (has('28P01')) {
    return (
      `PostgreSQL ha rifiutato la password dell'utente «${t.user}» (${where}).\n` +
      'Correggi utente e password in DATABASE_URL; i caratteri speciali nella password vanno codificati (es. @ come %40, : come %3A, / come %2F).'
    );
  }
  if (/client password must be a string/i.test(messages)) {
    return (
      `Il server del database chiede una password, ma DATABASE_URL non ne contiene (${where}).\n` +
      'Scrivila nella forma postgres://utente:password@host:5432/database.'
    );
  }
  if (has('3D000')) {
    return (
      `Il database «${t.database}» non esiste sul server ${t.host}:${t.port} (${where}).\n` +
      `Crealo (es. createdb -h ${t.host} -p ${t.port} -U ${t.user || 'postgres'} ${t.database}, oppure CREATE DATABASE "${t.database}";) ` +
      'o correggi il nome in fondo a DATABASE_URL.'
    );
  }
  if (has('42501')) {
    return (
      `L'utente «${t.user}» non ha i permessi per creare e modificare le tabelle dell'app nel database «${t.database}» (${where}).\n` +
      `L'app applica le proprie migrazioni all'avvio: rendi l'utente proprietario del database (ALTER DATABASE "${t.database}" OWNER TO "${t.user}";) ` +
      `o dagli i permessi sullo schema (GRANT ALL ON SCHEMA public TO "${t.user}";).` +
      said('42501')
    );
  }
  if (has('28000')) {
    return (
      `PostgreSQL non accetta la connessione dell'utente «${t.user}» al database «${t.database}» da questo computer (${where}).\n` +
      'Aggiungi una regola per questo computer in pg_hba.conf sul server; se il server richiede SSL, aggiungi ?sslmode=require a DATABASE_URL.' +
      said('28000')
    );
  }
  if (has('53300')) {
    return (
      `Il server del database ${t.host}:${t.port} ha raggiunto il numero massimo di connessioni (${where}).\n` +
      'Chiudi le connessioni inutilizzate o aumenta max_connections sul server, poi riavvia l\'app.'
    );
  }
  if (has('57P03')) {
    return `Il server del database ${t.host}:${t.port} si sta avviando o arrestando (${where}). Attendi qualche secondo e riavvia l'app.`;
  }
  return null;
}
