/**
 * Compliance occurrences at scale: CLIENTS clients of every served country
 * (mixed forms, incorporation dates over 15 years, a few year ends, some with
 * missing data), all default rules, the window of /scadenze (overdue for a year,
 * due within 12 months). Prints the time of a cold pass (holiday calendars
 * built) and of warm passes, in one Node process.
 *
 *   npx tsx bench/compliance.ts
 *   CLIENTS=200000 npx tsx bench/compliance.ts
 */
import { addDays, addMonths } from '../domain/periods';
import { ENTITY_TYPES } from '../domain/compliance/entity-types';
import { obligationsOf, occurrenceWindow, type CompanyFacts } from '../domain/compliance/occurrences';
import { COMPLIANCE_RULES } from '../domain/compliance/rules';

const CLIENTS = Number(process.env.CLIENTS ?? 100_000);
const TODAY = '2026-11-24';
const COUNTRIES = ['US', 'US', 'GB', 'GB', 'HK', 'MT', 'CY', 'EE', 'AE', 'PT', 'RO', 'IE', 'BG', 'IT'];
const YEAR_ENDS = ['12-31', '12-31', '12-31', '03-31', '06-30', '02-28'];

// A fixed pseudo-random sequence: every run measures the same clients.
let seed = 42;
const rand = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed % n;
};

const clients: CompanyFacts[] = Array.from({ length: CLIENTS }, (_, i) => {
  const countryCode = COUNTRIES[rand(COUNTRIES.length)]!;
  const forms = ENTITY_TYPES[countryCode] ?? [{ id: 'other', label: 'Altro' }];
  return {
    id: `c${i}`,
    countryCode,
    entityType: rand(10) === 0 ? null : forms[rand(forms.length)]!.id,
    incorporationDate: rand(20) === 0 ? null : addDays('2011-12-01', rand(15 * 365)),
    financialYearEnd: rand(3) === 0 ? null : YEAR_ENDS[rand(YEAR_ENDS.length)]!,
    companyName: i % 2 ? `Company ${i} LLC` : `Company ${i} Ltd`,
  };
});

const rules = COMPLIANCE_RULES.filter((r) => r.enabledByDefault);
const window = occurrenceWindow(TODAY, addMonths(TODAY, -12));

function pass(): { ms: number; occurrences: number; missing: number } {
  const t = performance.now();
  let occurrences = 0;
  let missing = 0;
  for (const c of clients) {
    const r = obligationsOf(c, window, rules);
    occurrences += r.occurrences.length;
    missing += r.missing.length;
  }
  return { ms: performance.now() - t, occurrences, missing };
}

const cold = pass();
console.log(`${CLIENTS} clients, ${rules.length} rules, window ${window.from}..${window.to}`);
console.log(`cold: ${cold.ms.toFixed(0)} ms, ${cold.occurrences} occurrences, ${cold.missing} missing-data entries`);
for (let i = 1; i <= 3; i++) console.log(`warm ${i}: ${pass().ms.toFixed(0)} ms`);
console.log(`heap used: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
