import { z } from 'zod';

/**
 * Zod's own messages (a missing field, a wrong type, a limit) as Italian prose,
 * on the server and in the browser alike: never a type name, an issue code or a
 * comparison sign, which zod's Italian locale shows ('atteso nonoptional,
 * ricevuto undefined'). A schema's own message, where it gives one, wins.
 * Every schema imports z from here, so the messages are set wherever a schema is used.
 */

const REQUIRED = 'Questo campo è obbligatorio';
const INVALID = 'Valore non valido';

const KINDS: Record<string, string> = {
  string: 'un testo',
  number: 'un numero',
  int: 'un numero intero',
  bigint: 'un numero intero',
  boolean: 'sì o no',
  date: 'una data',
  array: 'un elenco',
  set: 'un elenco',
  tuple: 'un elenco',
  file: 'un file',
};

const FORMATS: Record<string, string> = {
  email: 'Indirizzo email non valido',
  url: 'Indirizzo web non valido',
  date: 'Data non valida',
  datetime: 'Data e ora non valide',
  time: 'Ora non valida',
};

const number = (n: number | bigint) => (typeof n === 'bigint' || Math.abs(n) < 1e15 ? n.toLocaleString('it-IT') : null);

function sized(origin: string, n: number | bigint, limit: 'min' | 'max'): string {
  if (origin === 'string') return limit === 'min' ? `Deve avere almeno ${number(n)} caratteri` : `Può avere al massimo ${number(n)} caratteri`;
  if (origin === 'array' || origin === 'set') return limit === 'min' ? `Indica almeno ${number(n)} elementi` : `Puoi indicare al massimo ${number(n)} elementi`;
  return limit === 'min' ? 'Il file è vuoto' : 'Il file è troppo grande';
}

function italianMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.expected === 'nonoptional') return REQUIRED;
      return KINDS[issue.expected] ? `${INVALID}: serve ${KINDS[issue.expected]}` : 'Dati non validi';
    case 'too_small': {
      const { origin, minimum, inclusive } = issue;
      if ((origin === 'string' || origin === 'array' || origin === 'set') && Number(minimum) <= 1) return REQUIRED;
      if (origin === 'string' || origin === 'array' || origin === 'set' || origin === 'file') return sized(origin, minimum, 'min');
      if (origin === 'date') return 'La data è troppo indietro nel tempo';
      return inclusive ? `Il valore deve essere almeno ${number(minimum)}` : `Il valore deve essere maggiore di ${number(minimum)}`;
    }
    case 'too_big': {
      const { origin, maximum, inclusive } = issue;
      if (origin === 'string' || origin === 'array' || origin === 'set' || origin === 'file') return sized(origin, maximum, 'max');
      if (origin === 'date') return 'La data è troppo avanti nel tempo';
      const max = number(maximum);
      if (max === null) return 'Il numero è troppo grande';
      return inclusive ? `Il valore può essere al massimo ${max}` : `Il valore deve essere minore di ${max}`;
    }
    case 'invalid_format':
      return FORMATS[issue.format] ?? (/id$/i.test(issue.format) || /^(cuid2?|ulid|nanoid|ksuid|xid)$/.test(issue.format) ? 'Identificativo non valido' : 'Formato non valido');
    case 'not_multiple_of':
      return `Il valore deve essere un multiplo di ${number(issue.divisor) ?? 'un numero'}`;
    case 'unrecognized_keys':
      return 'La richiesta contiene dati non previsti';
    case 'invalid_value':
      return issue.values.length > 1 ? 'Scelta non valida' : INVALID;
    default:
      return INVALID;
  }
}

z.config({ localeError: (issue) => italianMessage(issue) });

export { z };
