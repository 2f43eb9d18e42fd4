/**
 * Exact money. Amounts travel as decimal strings ("12.50") and are stored as
 * numeric(14,2); arithmetic, when the code needs any, is done on integer cents
 * (bigint). A binary float never holds an amount.
 */

const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/** The largest amount a ledger row accepts: anything bigger is a typing mistake. */
export const MAX_LEDGER_AMOUNT = '999999999.99';
/** The largest yearly turnover a bank application accepts. */
export const MAX_TURNOVER = '999999999999.99';

export const AMOUNT_MESSAGES = {
  required: "L'importo è obbligatorio",
  notANumber: "L'importo deve essere un numero valido",
  negative: "L'importo non può essere negativo",
  tooManyDecimals: "L'importo può avere al massimo 2 decimali",
  ambiguous: "Importo ambiguo: scrivi le migliaia senza punto (es. 1500) e i decimali con la virgola (es. 1,50)",
  tooLarge: (max: string) => `L'importo non può superare ${formatEur(max)}`,
} as const;

export type AmountParse = { ok: true; value: string } | { ok: false; message: string };

/** Italian thousands grouping: "1.250", "1.000.000" (the first group without a leading zero). */
const GROUPED = /^[1-9]\d{0,2}(\.\d{3})+$/;

/**
 * The amount's text with a dot as its only decimal mark and no grouping, or null when it
 * cannot be read that way: a comma is the decimal mark and the dots before it group
 * thousands ("1.250,50"); several dots group thousands ("1.000.000"); one dot alone is the
 * decimal mark ("12.50"), unless it could group thousands too (`ambiguous`: "1.500").
 */
function decimalText(text: string): string | null | 'ambiguous' {
  const [whole = '', fraction, ...more] = text.split(',');
  if (more.length > 0) return null;
  if (fraction !== undefined) {
    if (!whole.includes('.')) return `${whole}.${fraction}`;
    return GROUPED.test(whole) ? `${whole.replaceAll('.', '')}.${fraction}` : null;
  }
  if (text.indexOf('.') !== text.lastIndexOf('.')) return GROUPED.test(text) ? text.replaceAll('.', '') : null;
  return GROUPED.test(text) ? 'ambiguous' : text;
}

/**
 * Reads an amount typed by a person or sent by a client: "12.5", "12,50", "1.250,50",
 * "1.000.000", " 1000 ". Returns the canonical two-decimal string ("12.50") or the Italian
 * reason it is refused. "1.500" is refused as ambiguous: 1500 to an Italian, 1.5 to a machine.
 */
export function parseAmount(input: unknown, max: string = MAX_LEDGER_AMOUNT): AmountParse {
  if (input === null || input === undefined) return { ok: false, message: AMOUNT_MESSAGES.required };
  if (typeof input === 'number') {
    // JSON numbers: their shortest decimal text is what the sender wrote (0.1 -> "0.1").
    if (!Number.isFinite(input)) return { ok: false, message: AMOUNT_MESSAGES.notANumber };
    input = String(input);
  }
  if (typeof input !== 'string') return { ok: false, message: AMOUNT_MESSAGES.notANumber };
  let text = input.trim();
  if (text === '') return { ok: false, message: AMOUNT_MESSAGES.required };
  let negative = false;
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  const decimal = decimalText(text);
  if (decimal === 'ambiguous') return { ok: false, message: AMOUNT_MESSAGES.ambiguous };
  if (decimal === null) return { ok: false, message: AMOUNT_MESSAGES.notANumber };
  text = decimal.startsWith('.') ? '0' + decimal : decimal;
  if (!AMOUNT_TEXT.test(text)) return { ok: false, message: AMOUNT_MESSAGES.notANumber };
  const [whole = '0', fraction = ''] = text.split('.');
  if (negative && /[1-9]/.test(whole + fraction)) return { ok: false, message: AMOUNT_MESSAGES.negative };
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2))) return { ok: false, message: AMOUNT_MESSAGES.tooManyDecimals };
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  if (cents > toCents(max)) return { ok: false, message: AMOUNT_MESSAGES.tooLarge(max) };
  return { ok: true, value: fromCents(cents) };
}

/** "12.50" -> 1250n. Accepts what numeric columns return ("12.5", "-3.00", "7"). */
export function toCents(amount: string): bigint {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  if (!/^\d+$/.test(whole || '0') || !/^\d*$/.test(fraction) || fraction.length > 2) throw new RangeError(`Importo non valido: ${amount}`);
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** 1250n -> "12.50" */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Exact sum of decimal strings. */
export function sumAmounts(amounts: readonly string[]): string {
  return fromCents(amounts.reduce((acc, a) => acc + toCents(a), 0n));
}

/** Exact difference a - b. */
export function subtractAmounts(a: string, b: string): string {
  return fromCents(toCents(a) - toCents(b));
}

export function isNegativeAmount(amount: string): boolean {
  return toCents(amount) < 0n;
}

// Grouping always: "1.234,50 €" like the larger amounts beside it (it-IT alone leaves 4 digits ungrouped).
const EUR = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
const PLAIN = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
const WHOLE_EUR = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0, useGrouping: 'always' });

// Intl formats a decimal string exactly (no float in between).
type Decimal = `${number}`;

/** "1234.5" -> "1.234,50 €" */
export function formatEur(amount: string): string {
  return EUR.format(amount as Decimal);
}

/** "1234.5" -> "1.234,50" (for texts that put the € sign themselves, like "Spesa di €1.234,50 …"). */
export function formatAmount(amount: string): string {
  return PLAIN.format(amount as Decimal);
}

/** A turnover, without decimals: "250000" -> "250.000 €". */
export function formatEurWhole(amount: string): string {
  return WHOLE_EUR.format(amount as Decimal);
}

// ---------------------------------------------------------------------------
// Bank accounts of the firm (internal accounting)

export const FIRM_BANK_ACCOUNTS = ['Airwallex', 'Wise', 'Revolut Business'] as const;
export const OTHER_ACCOUNTS = 'Altri';
export type AccountGroup = (typeof FIRM_BANK_ACCOUNTS)[number] | typeof OTHER_ACCOUNTS;

/** The card a row's bank account counts on: one of the firm's accounts (any case, spaces ignored) or "Altri". */
export function accountGroupOf(bankAccount: string | null | undefined): AccountGroup {
  const key = (bankAccount ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return FIRM_BANK_ACCOUNTS.find((a) => a.toLowerCase() === key) ?? OTHER_ACCOUNTS;
}

export interface AccountTotals {
  account: AccountGroup;
  income: string;
  expenses: string;
  balance: string;
  incomeCount: number;
  expenseCount: number;
}

/**
 * Folds per-bank-account totals (already summed by the database, one row per
 * distinct account text) into the cards: the firm's three accounts always,
 * "Altri" only when it has rows.
 */
export function groupByAccount(
  rows: readonly { bankAccount: string | null; kind: 'income' | 'expense'; total: string; count: number }[],
): AccountTotals[] {
  const acc = new Map<AccountGroup, { income: bigint; expenses: bigint; incomeCount: number; expenseCount: number }>();
  for (const name of [...FIRM_BANK_ACCOUNTS, OTHER_ACCOUNTS] as AccountGroup[]) acc.set(name, { income: 0n, expenses: 0n, incomeCount: 0, expenseCount: 0 });
  for (const row of rows) {
    const g = acc.get(accountGroupOf(row.bankAccount))!;
    if (row.kind === 'income') {
      g.income += toCents(row.total);
      g.incomeCount += row.count;
    } else {
      g.expenses += toCents(row.total);
      g.expenseCount += row.count;
    }
  }
  return [...acc.entries()]
    .filter(([name, g]) => name !== OTHER_ACCOUNTS || g.incomeCount + g.expenseCount > 0)
    .map(([account, g]) => ({
      account,
      income: fromCents(g.income),
      expenses: fromCents(g.expenses),
      balance: fromCents(g.income - g.expenses),
      incomeCount: g.incomeCount,
      expenseCount: g.expenseCount,
    }));
}
