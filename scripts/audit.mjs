// `npm run test:audit`: fails when a dependency the app runs with has a known vulnerability of high
// or critical severity. When the registry's advisory service cannot be reached, it says so
// and does not fail: no verdict is not a finding.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit non ha prodotto un rapporto leggibile:\n${run.stderr}`);
  process.exit(1);
}

if (!report.metadata) {
  console.warn(`Controllo delle vulnerabilità non eseguito: il servizio del registro non risponde (${report.message ?? 'nessuna risposta'}).`);
  process.exit(0);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter((v) => v.severity === 'high' || v.severity === 'critical');
const counts = report.metadata.vulnerabilities;
console.log(`Dipendenze di produzione controllate: ${report.metadata.dependencies?.prod ?? '?'}; vulnerabilità: ${counts.critical} critiche, ${counts.high} alte, ${counts.moderate} medie, ${counts.low} basse.`);
for (const v of serious) console.error(`- ${v.name} (${v.severity}): ${v.range}`);
process.exit(serious.length ? 1 : 0);
