/**
 * The beneficial owners (titolari effettivi) of a client that is not a natural
 * person, by art. 20 D.Lgs. 231/2007 (decision 121), in the order the article gives:
 *
 * 1. ownership (c. 1-2): natural persons holding more than 25% of the capital,
 *    directly or through other companies. Read on vptl.it/2024/05/07/restano-dubbi-sul-titolare-effettivo-di-societa-di-capitali
 *    ("superiore al 25%": exactly 25% is not enough) and eutekne.info Art_938141.
 *    An indirect share is the product of the percentages along each chain of
 *    holdings, summed over the chains: the "multiplier" reading, one of the three
 *    the commentators list (studioboidi.it/?p=12247); the record says which others exist.
 * 2. control (c. 3 a-c), only when 1 finds nobody: majority of the votes in the
 *    ordinary meeting, votes enough for a dominant influence, contractual ties
 *    giving a dominant influence. The facts are staff's judgement: each comes with a written reason.
 * 3. administration (c. 5), only when 1 and 2 find nobody: the natural persons
 *    holding powers of legal representation, administration or direction, again with a reason.
 *
 * Shares are exact fractions (bigint), so 25% is never 25.000000001%.
 */
import { z } from '../zod';
import { parseDec, SCALE } from './decimal';

export const CONTROL_BASES = ['majority-votes', 'dominant-influence-votes', 'contractual-ties'] as const;
export type ControlBasis = (typeof CONTROL_BASES)[number];

/** Italian labels of the art. 20 c. 3 grounds. */
export const CONTROL_BASIS_LABELS: Readonly<Record<ControlBasis, string>> = {
  'majority-votes': 'Maggioranza dei voti esercitabili in assemblea ordinaria (art. 20 c. 3 lett. a)',
  'dominant-influence-votes': "Voti sufficienti per esercitare un'influenza dominante in assemblea ordinaria (art. 20 c. 3 lett. b)",
  'contractual-ties': "Particolari vincoli contrattuali che consentono un'influenza dominante (art. 20 c. 3 lett. c)",
};

const percentText = z
  .string()
  .refine((text) => {
    const value = parseDec(text);
    return value !== null && value > 0 && value <= 100 * SCALE;
  }, 'La percentuale deve essere un numero maggiore di 0 e non superiore a 100, con al massimo 4 decimali');

const reason = z.string().trim().min(10, 'Scrivi la motivazione (almeno 10 caratteri)');

export const ownershipInputSchema = z.object({
  clientId: z.string().min(1),
  parties: z.array(z.object({ id: z.string().min(1), name: z.string().trim().min(1), kind: z.enum(['natural', 'legal']) })),
  /** `holderId` holds `percent` of the capital of `companyId`. */
  holdings: z.array(z.object({ holderId: z.string().min(1), companyId: z.string().min(1), percent: percentText })),
  controls: z.array(z.object({ personId: z.string().min(1), basis: z.enum(CONTROL_BASES), reason })).default([]),
  administrators: z.array(z.object({ personId: z.string().min(1), role: z.string().trim().min(1), reason })).default([]),
});
export type OwnershipInput = z.input<typeof ownershipInputSchema>;

export type OwnerCriterion = 'ownership' | 'control' | 'administration';

export interface BeneficialOwner {
  personId: string;
  name: string;
  criterion: OwnerCriterion;
  /** The total share of the client's capital, as percentage text ("30", "≈33.33"); null outside ownership. */
  share: string | null;
  /** Why: one line per chain of holdings, or the control ground, or the role, with the reason given. */
  justification: string[];
}

export interface OwnershipResult {
  criterion: OwnerCriterion | null;
  owners: BeneficialOwner[];
  /** Every natural person's indirect share, owner or not, for the file. */
  shares: { personId: string; name: string; share: string; paths: string[] }[];
  warnings: string[];
}

/** An exact fraction of the client's capital. */
interface Fraction {
  num: bigint;
  den: bigint;
}

const PERCENT_DEN = BigInt(100 * SCALE);
const THRESHOLD: Fraction = { num: 25n, den: 100n };
/** Beyond this many chains the structure needs a person, not a program. */
const MAX_PATHS = 5000;

function add(a: Fraction, b: Fraction): Fraction {
  return { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

function above(a: Fraction, b: Fraction): boolean {
  return a.num * b.den > b.num * a.den;
}

/** "30", "33.3333", or "≈33.33" when the fraction has more than four decimals of a percent. */
function percentText100(f: Fraction): string {
  const scaled = f.num * 100n * BigInt(SCALE);
  const exact = scaled % f.den === 0n;
  const tenThousandths = Number((2n * scaled + f.den) / (2n * f.den));
  const whole = Math.floor(tenThousandths / SCALE);
  if (exact) {
    const fraction = String(tenThousandths % SCALE).padStart(4, '0').replace(/0+$/, '');
    return fraction === '' ? String(whole) : `${whole}.${fraction}`;
  }
  const hundredths = Math.round(tenThousandths / 100);
  return `≈${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** The beneficial owners of `input.clientId` by art. 20, each with the chains or reasons that make them so. */
export function beneficialOwners(rawInput: OwnershipInput): OwnershipResult {
  const input = ownershipInputSchema.parse(rawInput);
  const parties = new Map(input.parties.map((party) => [party.id, party]));
  const nameOf = (id: string) => parties.get(id)?.name ?? id;
  const warnings: string[] = [];

  const holdersOf = new Map<string, { holderId: string; percent: bigint; text: string }[]>();
  const totals = new Map<string, number>();
  for (const holding of input.holdings) {
    const percent = parseDec(holding.percent) ?? 0;
    const list = holdersOf.get(holding.companyId) ?? [];
    list.push({ holderId: holding.holderId, percent: BigInt(percent), text: holding.percent.replace(',', '.') });
    holdersOf.set(holding.companyId, list);
    totals.set(holding.companyId, (totals.get(holding.companyId) ?? 0) + percent);
  }
  for (const [companyId, total] of totals) {
    if (total > 100 * SCALE) throw new Error(`Le partecipazioni in ${nameOf(companyId)} superano il 100%`);
  }

  // Every simple chain from a natural person down to the client; a company met twice on one chain is a cycle, not followed.
  const shares = new Map<string, { share: Fraction; paths: string[] }>();
  let pathCount = 0;
  const walk = (companyId: string, chain: string[], share: Fraction, steps: string[]) => {
    for (const { holderId, percent, text } of holdersOf.get(companyId) ?? []) {
      const nextShare = { num: share.num * percent, den: share.den * PERCENT_DEN };
      const step = `${nameOf(companyId)} (${text}%)`;
      if (chain.includes(holderId)) {
        warnings.push(`Partecipazione circolare: ${nameOf(holderId)} detiene ${nameOf(companyId)}, che risale a ${nameOf(holderId)}; il giro non è stato seguito`);
        continue;
      }
      if (parties.get(holderId)?.kind === 'natural') {
        if (++pathCount > MAX_PATHS) throw new Error(`Più di ${MAX_PATHS} catene di partecipazioni: la struttura va esaminata a mano`);
        const path = `${nameOf(holderId)} → ${[step, ...steps].join(' → ')} = ${percentText100(nextShare)}%`;
        const known = shares.get(holderId) ?? { share: { num: 0n, den: 1n }, paths: [] };
        shares.set(holderId, { share: add(known.share, nextShare), paths: [...known.paths, path] });
      } else {
        walk(holderId, [holderId, ...chain], nextShare, [step, ...steps]);
      }
    }
  };
  walk(input.clientId, [input.clientId], { num: 1n, den: 1n }, []);

  const shareRows = [...shares].map(([personId, { share, paths }]) => ({ personId, name: nameOf(personId), share: percentText100(share), paths, fraction: share }));
  const byOwnership = shareRows.filter((row) => above(row.fraction, THRESHOLD));
  const sharesOut = shareRows.map(({ personId, name, share, paths }) => ({ personId, name, share, paths }));
  const unique = [...new Set(warnings)];

  if (byOwnership.length > 0) {
    const owners = byOwnership.map((row) => ({
      personId: row.personId,
      name: row.name,
      criterion: 'ownership' as const,
      share: row.share,
      justification: row.paths.length > 1 ? [...row.paths, `Totale: ${row.share}% (più del 25%)`] : row.paths,
    }));
    return { criterion: 'ownership', owners, shares: sharesOut, warnings: unique };
  }

  const natural = (id: string, what: string) => {
    if (parties.get(id)?.kind === 'natural') return true;
    unique.push(`${nameOf(id)} non è una persona fisica: non può essere titolare effettivo per ${what}`);
    return false;
  };
  const controls = input.controls.filter((control) => natural(control.personId, 'controllo'));
  if (controls.length > 0) {
    const owners = controls.map((control) => ({
      personId: control.personId,
      name: nameOf(control.personId),
      criterion: 'control' as const,
      share: null,
      justification: [CONTROL_BASIS_LABELS[control.basis], `Motivazione: ${control.reason}`],
    }));
    return { criterion: 'control', owners: mergeByPerson(owners), shares: sharesOut, warnings: unique };
  }

  const administrators = input.administrators.filter((admin) => natural(admin.personId, 'poteri di amministrazione'));
  if (administrators.length > 0) {
    const owners = administrators.map((admin) => ({
      personId: admin.personId,
      name: nameOf(admin.personId),
      criterion: 'administration' as const,
      share: null,
      justification: [`${admin.role}: poteri di rappresentanza legale, amministrazione o direzione (art. 20 c. 5)`, `Motivazione: ${admin.reason}`],
    }));
    return { criterion: 'administration', owners: mergeByPerson(owners), shares: sharesOut, warnings: unique };
  }

  unique.push('Nessun titolare effettivo individuato: indicare il controllo o gli amministratori, con la motivazione');
  return { criterion: null, owners: [], shares: sharesOut, warnings: unique };
}

/** One entry per person, the justifications of several grounds together. */
function mergeByPerson(owners: BeneficialOwner[]): BeneficialOwner[] {
  const merged = new Map<string, BeneficialOwner>();
  for (const owner of owners) {
    const known = merged.get(owner.personId);
    if (known) known.justification.push(...owner.justification);
    else merged.set(owner.personId, { ...owner, justification: [...owner.justification] });
  }
  return [...merged.values()];
}
