/**
 * Client fields read from the text of a client's documents (the PDFs of a folder
 * upload): the responsible person, the country of incorporation, the incorporation
 * date, the company number and the registered address, each with the line of the
 * document it came from. Staff see them as suggestions and apply only those they
 * accept (decision 101). Pure text in, values out: no guessing beyond what a
 * document states with one of the labels or phrases below.
 */
import { isIsoDate, isoDate } from './periods';
import { CLIENT_FIELDS } from './schemas/clients';
import { z } from './zod';

export const SUGGESTION_FIELDS = ['fullName', 'countryCode', 'incorporationDate', 'companyNumber', 'companyAddress'] as const;
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];

/** Each field under the label the client's form and details give it. */
export const SUGGESTION_LABELS = Object.fromEntries(SUGGESTION_FIELDS.map((field) => [field, CLIENT_FIELDS[field].label])) as Record<SuggestionField, string>;

/** A value a document states, and the line (or the two lines, label and value) it stands in. */
export interface FoundValue {
  field: SuggestionField;
  value: string;
  sentence: string;
}

/** A country of the countries table, to match the names a document uses. */
export interface KnownCountry {
  isoCode: string;
  name: string;
}

/** Body of 'Applica' / 'Applica tutti': the fields whose suggestion staff accept. */
export const acceptSuggestionsSchema = z.object({
  fields: z
    .array(z.enum(SUGGESTION_FIELDS, { error: 'Campo non valido' }), { error: 'Scegli almeno un suggerimento' })
    .min(1, 'Scegli almeno un suggerimento')
    .max(SUGGESTION_FIELDS.length),
});

/** A quoted line is cut to this length; a longer value is no value (it is not one field). */
const MAX_SENTENCE = 240;
const MAX_VALUE = 300;

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, gennaio: 1, gen: 1,
  feb: 2, february: 2, febbraio: 2,
  mar: 3, march: 3, marzo: 3,
  apr: 4, april: 4, aprile: 4,
  may: 5, maggio: 5, mag: 5,
  jun: 6, june: 6, giugno: 6, giu: 6,
  jul: 7, july: 7, luglio: 7, lug: 7,
  aug: 8, august: 8, agosto: 8, ago: 8,
  sep: 9, sept: 9, september: 9, settembre: 9, set: 9,
  oct: 10, october: 10, ottobre: 10, ott: 10,
  nov: 11, november: 11, novembre: 11,
  dec: 12, december: 12, dicembre: 12, dic: 12,
};

const DAY_MONTH_YEAR = /\b(\d{1,2})(?:st|nd|rd|th|°)?[\s-]+([A-Za-z]{3,9})\.?[\s-]+(\d{4})\b/;
const NUMERIC_DATE = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/;

/**
 * The first date a piece of text states, as 'YYYY-MM-DD': '3 March 2024', '3rd March 2024',
 * '15-JAN-2020', '3 marzo 2024', '03/03/2024' (day first, as in Europe and Hong Kong),
 * '2024-03-03'. Null when there is none, or it is not a real day on or before `today`.
 */
export function parseStatedDate(text: string, today: string): string | null {
  let found: string | null = null;
  const named = DAY_MONTH_YEAR.exec(text);
  const month = named ? MONTHS[named[2]!.toLowerCase()] : undefined;
  if (named && month) found = safeIsoDate(Number(named[3]), month, Number(named[1]));
  const numeric = !found && NUMERIC_DATE.exec(text);
  if (numeric) found = safeIsoDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const iso = !found && ISO_DATE.exec(text);
  if (iso) found = safeIsoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return found && found >= '1800-01-01' && found <= today ? found : null;
}

function safeIsoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const value = isoDate(year, month, day);
  return isIsoDate(value) ? value : null;
}

/** Names of jurisdictions as documents write them, in English and Italian, to ISO codes. */
const JURISDICTIONS: Array<[RegExp, string]> = [
  [/\b(England and Wales|England & Wales|Scotland|Northern Ireland|United Kingdom|Companies House|Regno Unito)\b/i, 'GB'],
  [/\b(Hong Kong|Hong Kong SAR)\b/i, 'HK'],
  [/\b(Registro delle Imprese|Registro Imprese|Camera di Commercio|Repubblica Italiana|Italia|Italy)\b/i, 'IT'],
  [/\b(Malta)\b/i, 'MT'],
  [/\b(Cyprus|Cipro)\b/i, 'CY'],
  [/\b(Estonia)\b/i, 'EE'],
  [/\b(Ireland|Irlanda)\b/i, 'IE'],
  [/\b(Delaware|Wyoming|United States|Stati Uniti)\b/i, 'US'],
  [/\b(United Arab Emirates|Emirati Arabi Uniti|Dubai|Abu Dhabi)\b/i, 'AE'],
  [/\b(Portugal|Portogallo)\b/i, 'PT'],
  [/\b(Romania)\b/i, 'RO'],
  [/\b(Bulgaria)\b/i, 'BG'],
  [/\b(Poland|Polonia)\b/i, 'PL'],
  [/\b(Czech Republic|Repubblica Ceca)\b/i, 'CZ'],
  [/\b(Slovakia|Slovacchia)\b/i, 'SK'],
  [/\b(Lithuania|Lituania)\b/i, 'LT'],
  [/\b(Netherlands|Olanda|Paesi Bassi)\b/i, 'NL'],
  [/\b(Switzerland|Svizzera)\b/i, 'CH'],
];

/** Lines that speak of where a company is incorporated or registered. */
const JURISDICTION_CONTEXT =
  /\b(incorporated|incorporation|registrar|registry|companies house|registered office|jurisdiction|laws of|companies act|companies ordinance|costituit[ao]|costituzione|registro|camera di commercio|sede legale)\b/i;

/**
 * 'Label: value' (or, with `spaced`, 'Label value'); an empty value means it stands on the
 * next line. One pattern per label, in order of preference.
 */
const labels = (names: string[], spaced = false) =>
  names.map((name) => new RegExp(`^(?:${name})\\s*${spaced ? '(?::|\\s|$)' : '(?::|$)'}\\s*(.*)$`, 'i'));

const PERSON_LABELS = labels([
  'amministratore unico',
  'legale rappresentante',
  'rappresentante legale',
  'presidente del consiglio di amministrazione',
  'amministratore',
  'sole director',
  'managing director',
  'director(?:\\(s\\)|s)?',
  'name of director',
]);
const NUMBER_LABELS = labels(
  [
    'company (?:number|no\\.?|registration (?:number|no\\.?))',
    'registered number',
    'registration (?:number|no\\.?)',
    'cr no\\.?',
    'codice fiscale(?: e n\\.? ?iscr\\.? al registro (?:delle )?imprese)?',
    'numero (?:di )?iscrizione(?: al registro (?:delle )?imprese)?',
    'numero rea',
    'n\\. ?rea',
  ],
  true,
);
const DATE_LABELS = labels(['date of incorporation', 'incorporation date', 'date of registration', "data (?:dell'|di )?(?:atto di )?costituzione", 'data di iscrizione'], true);
const ADDRESS_LABELS = labels(['registered office(?: address)?', 'address of registered office', 'sede legale', 'indirizzo(?: della)? sede(?: legale)?']);
const COUNTRY_LABELS = labels(['place of incorporation', 'country of incorporation', 'jurisdiction', 'paese di costituzione', 'stato di costituzione']);

/** Phrases of a certificate that date the incorporation: '... incorporated ... on 3 March 2024', 'Given at Companies House ... on ...'. */
const INCORPORATION_PHRASE = /\b(incorporated|given at|given under my hand|costituita|iscritta)\b/i;

/** 'MARIO ROSSI' -> 'Mario Rossi'; 'SMITH, John' -> 'John Smith'; words in mixed case stay as written. Null when it does not look like a name. */
export function personName(raw: string): string | null {
  let name = raw
    .split(/\s+(?:nat[oa]|born|c\.f\.|codice fiscale|dal|since|appointed)\b|\d|\(|;/i)[0]!
    .replace(/[\s.,]+$/, '')
    .trim();
  const comma = /^([^,]+),\s*([^,]+)$/.exec(name);
  if (comma) name = `${comma[2]} ${comma[1]}`;
  name = name.replace(/\s+/g, ' ');
  const words = name.split(' ');
  // Letters only, two words at least, the first and the last with a capital initial ('de', 'van' between them).
  if (!/^[\p{L}][\p{L}' .-]*[\p{L}]$/u.test(name) || words.length < 2 || name.length > 80) return null;
  if (![words[0]!, words.at(-1)!].every((w) => /^\p{Lu}/u.test(w))) return null;
  // Registers write surnames, or whole names, in capitals: each such word gets a capital initial only.
  return name.replace(/[\p{L}']{2,}/gu, (word) =>
    word === word.toUpperCase() ? word.toLowerCase().replace(/(^|')(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase()) : word,
  );
}

function companyNumber(raw: string): string | null {
  const match = /^([A-Z]{1,3}\s*-\s*)?([A-Z]{0,2}\d[\d ]{3,14}\d)\b/i.exec(raw.trim());
  if (!match) return null;
  return ((match[1] ?? '').replace(/\s+/g, ' ').replace(/\s*-\s*/, '-') + match[2]!.replace(/\s+/g, '')).toUpperCase();
}

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** A line that starts a field of its own ('Company Type: ...'), not the continuation of the one before. */
const LABEL_LINE = /^[\p{L}][\p{L} ()'./-]{1,40}:/u;
/** Lines a wrapped value (an address) may continue on, at most. */
const MAX_WRAPPED_LINES = 3;

/**
 * The values of the labels, in the labels' order, each with its line (and the next one
 * when the value stands there). With `wrapped`, a value ending in a comma goes on over
 * the lines after it, as a long address does.
 */
function labelled(lines: readonly string[], patterns: readonly RegExp[], wrapped = false): Array<{ value: string; sentence: string }> {
  const out: Array<{ value: string; sentence: string }> = [];
  for (const pattern of patterns) {
    lines.forEach((line, i) => {
      const match = pattern.exec(line);
      if (!match) return;
      let next = i + 1;
      let value = match[1]!.trim();
      const taken = [line];
      if (!value && lines[next]) {
        value = lines[next]!;
        taken.push(lines[next++]!);
      }
      while (wrapped && value.endsWith(',') && lines[next] && !LABEL_LINE.test(lines[next]!) && taken.length <= MAX_WRAPPED_LINES) {
        value = `${value} ${lines[next]!}`;
        taken.push(lines[next++]!);
      }
      if (value) out.push({ value, sentence: taken.join(' ') });
    });
  }
  return out;
}

function countryIn(text: string, known: readonly KnownCountry[]): string | null {
  for (const [pattern, code] of JURISDICTIONS) if (pattern.test(text)) return code;
  const lower = text.toLowerCase();
  const named = known.find((c) => c.name.length > 2 && new RegExp(`\\b${c.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(lower));
  return named?.isoCode ?? null;
}

/**
 * The client fields one document's text states: at most one value per field, the first
 * the document gives. `known`: the countries table, whose names are also recognised;
 * `today`: no incorporation date after it. A text without any of them (a scanned
 * PDF has none at all) gives an empty list.
 */
export function suggestFromText(text: string, today: string, known: readonly KnownCountry[] = []): FoundValue[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const found = new Map<SuggestionField, FoundValue>();
  const add = (field: SuggestionField, value: string | null, sentence: string) => {
    if (value && value.length <= MAX_VALUE && !found.has(field)) found.set(field, { field, value, sentence: clip(sentence, MAX_SENTENCE) });
  };

  for (const { value, sentence } of labelled(lines, PERSON_LABELS)) add('fullName', personName(value), sentence);
  for (const { value, sentence } of labelled(lines, NUMBER_LABELS)) add('companyNumber', companyNumber(value), sentence);
  for (const { value, sentence } of labelled(lines, DATE_LABELS)) add('incorporationDate', parseStatedDate(value, today), sentence);
  for (const line of lines) if (INCORPORATION_PHRASE.test(line)) add('incorporationDate', parseStatedDate(line, today), line);
  const addresses = labelled(lines, ADDRESS_LABELS, true);
  for (const { value, sentence } of addresses) {
    // 'The situation of its registered office is in England and Wales' names a jurisdiction, not an address.
    if (/\d/.test(value) && value.length >= 8) add('companyAddress', value.replace(/[.;]$/, ''), sentence);
  }
  for (const { value, sentence } of labelled(lines, COUNTRY_LABELS)) add('countryCode', countryIn(value, known), sentence);
  // Lines that speak of registration, then the registered office, wrapped lines and all.
  for (const line of lines) if (JURISDICTION_CONTEXT.test(line)) add('countryCode', countryIn(line, known), line);
  for (const { sentence } of addresses) add('countryCode', countryIn(sentence, known), sentence);

  return SUGGESTION_FIELDS.flatMap((field) => {
    const value = found.get(field);
    return value ? [value] : [];
  });
}
