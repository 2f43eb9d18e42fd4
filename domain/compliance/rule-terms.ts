/**
 * A rule's terms as the catalogue page states them: when it falls due (its
 * anchor and offset), how a closed day moves it, the dates between which it is
 * law, the state it belongs to. Italian prose for people; pure functions.
 *
 * Uses the offset arithmetic of occurrences.ts (and so the holiday calendars): the server's.
 */
import { MONTH_NAMES_IT, formatDateIt } from '../periods';
import { countOf } from '../plural';
import { addOffset } from './occurrences';
import { complianceRule, type Anchor, type ClientDateFact, type ComplianceRule, type HolidayShift, type Offset } from './rules';

/** "9 mesi e 1 giorno", "42 giorni"; the sizes only, without their signs. */
function span(months: number, days: number): string {
  const parts = [months && countOf(Math.abs(months), ['mese', 'mesi']), days && countOf(Math.abs(days), ['giorno', 'giorni'])].filter(Boolean);
  return parts.join(' e ');
}

const CLIENT_DATE_WORDS: Readonly<Record<ClientDateFact, { after: string; before: string; at: string }>> = {
  usStateRegistrationDate: { after: 'la registrazione in uno Stato USA', before: 'della registrazione in uno Stato USA', at: 'alla registrazione in uno Stato USA' },
  tradeLicenceExpiry: { after: 'la scadenza della licenza commerciale', before: 'della scadenza della licenza commerciale', at: 'alla scadenza della licenza commerciale' },
};

/** An anchor after "dopo", before "prima", or on its own ("alla ..."). */
function anchorWords(anchor: Exclude<Anchor, { kind: 'fixed-date' }>): { after: string; before: string; at: string } {
  switch (anchor.kind) {
    case 'incorporation':
      return { after: 'la costituzione', before: 'della costituzione', at: 'alla costituzione' };
    case 'anniversary':
      if (anchor.fromIncorporation) return { after: 'la costituzione e ogni suo anniversario', before: 'della costituzione e di ogni suo anniversario', at: 'alla costituzione e a ogni suo anniversario' };
      return { after: 'ogni anniversario della costituzione', before: 'di ogni anniversario della costituzione', at: 'a ogni anniversario della costituzione' };
    case 'financial-year-end':
      return { after: 'la fine di ogni esercizio', before: 'della fine di ogni esercizio', at: 'alla fine di ogni esercizio' };
    case 'client-date': {
      const { after, before, at } = CLIENT_DATE_WORDS[anchor.fact];
      const yearly = anchor.yearly ? ' e di ogni suo anniversario' : '';
      return { after: `${after}${yearly}`, before: `${before}${yearly}`, at: `${at}${anchor.yearly ? ' e a ogni suo anniversario' : ''}` };
    }
    case 'obligation': {
      const name = `«${complianceRule(anchor.ruleId)?.name ?? anchor.ruleId}» dello stesso periodo`;
      return { after: `la scadenza di ${name}`, before: `della scadenza di ${name}`, at: `alla scadenza di ${name}` };
    }
  }
}

/** "31 marzo", "1° giugno" of an 'MM-DD'. */
function dayAndMonth(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  return `${day === 1 ? '1°' : day} ${MONTH_NAMES_IT[month - 1]!.toLowerCase()}`;
}

/** A rule on a calendar day: the day it falls due, worked out on a year without 29 February. */
function fixedDateTerm(monthDay: string, offset: Offset): string {
  const due = addOffset(`2001-${monthDay}`, offset);
  const year = Number(due.slice(0, 4));
  const date = `il ${dayAndMonth(due.slice(5))} di ogni anno`;
  if (year > 2001) return `${date}, per l’anno precedente`;
  if (year < 2001) return `${date}, per l’anno seguente`;
  return date;
}

/** When the rule falls due: "42 giorni dopo ogni anniversario della costituzione". */
export function ruleTermText(rule: Pick<ComplianceRule, 'anchor' | 'offset' | 'longFirstPeriod' | 'firstDueWithinMonthsOfIncorporation'>): string {
  const { anchor, offset } = rule;
  if (anchor.kind === 'fixed-date') return fixedDateTerm(anchor.monthDay, offset);
  const words = anchorWords(anchor);
  const { months, days } = offset;
  let term: string;
  if (offset.byAnchorMonth) term = `una data che dipende dal mese ${words.before} (vedi la nota)`;
  else if (offset.dayOfMonth !== undefined) {
    const day = offset.dayOfMonth === 'last' ? 'l’ultimo giorno' : `il giorno ${offset.dayOfMonth}`;
    term = `${day} del ${months}° mese dopo ${words.after}`;
  } else if (months === 0 && days === 0) term = words.at;
  else if (months >= 0 && days >= 0) term = `${span(months, days)} dopo ${words.after}`;
  else if (months <= 0 && days <= 0) term = `${span(months, days)} prima ${words.before}`;
  else if (months > 0) term = `${span(months, 0)} dopo ${words.after}, meno ${span(0, days)}`;
  else term = `${span(0, days)} dopo ${words.after}, meno ${span(months, 0)}`;
  if (offset.notBefore) term += `, ma non prima del ${formatDateIt(offset.notBefore)}`;
  if (offset.notBeforeNextYear) term += `, ma non prima del ${dayAndMonth(offset.notBeforeNextYear)} dell’anno seguente`;
  if (rule.firstDueWithinMonthsOfIncorporation) term += `; il primo esercizio: non oltre ${span(rule.firstDueWithinMonthsOfIncorporation, 0)} dalla costituzione`;
  const first = rule.longFirstPeriod;
  if (first) {
    term += `; un primo esercizio di oltre 12 mesi: il più tardi tra ${span(first.monthsAfterIncorporation, 0)} dalla costituzione e ${span(first.monthsAfterPeriodEnd, 0)} dalla sua fine`;
  }
  return term;
}

const HOLIDAY_SHIFTS: Record<HolidayShift, string> = {
  none: 'Nessuno spostamento per sabati, domeniche o festivi',
  'next-working-day': 'Di sabato, domenica o festivo: il primo giorno lavorativo seguente',
  'next-day-not-sunday-or-holiday': 'Di domenica o festivo: il giorno seguente che non sia né domenica né festivo; il sabato resta',
  'previous-working-day': 'Di sabato, domenica o festivo: l’ultimo giorno lavorativo precedente',
};

/** How a due date on a day the offices are closed moves. */
export function holidayShiftText(shift: HolidayShift): string {
  return HOLIDAY_SHIFTS[shift];
}

/** The dates between which the rule is law ('YYYY-MM-DD' or null), as "Dal 30/06/2016". */
export function validityText(validFrom: string | null, validTo: string | null): string {
  if (validFrom && validTo) return `Dal ${formatDateIt(validFrom)} al ${formatDateIt(validTo)}`;
  if (validFrom) return `Dal ${formatDateIt(validFrom)}`;
  if (validTo) return `Fino al ${formatDateIt(validTo)}`;
  return 'Senza limiti di data';
}

const STATE_NAMES: Readonly<Record<string, string>> = { 'US-DE': 'Delaware' };

/** The name of the state a rule belongs to; null for a rule of the whole country. */
export function jurisdictionStateName(countryCode: string, state: string | null): string | null {
  return state && (STATE_NAMES[`${countryCode}-${state}`] ?? state);
}
