// `npm run test:audit`: fails when a dependency the app runs with has a known vulnerability of high
// or critical severity. Without a verdict it says so plainly: the dependencies were NOT checked. It
// does not fail only when the registry's advisory service cannot be reached (a registry that is down
// is no finding); any other run without a verdict fails. The verdict: scripts/audit-verdict.mjs.
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './audit-verdict.mjs';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
const { kind, exitCode, lines } = auditVerdict(run.stdout ?? '', run.error ? String(run.error) : (run.stderr ?? ''));
(kind === 'report' && exitCode === 0 ? console.log : console.error)(lines.join('\n'));
process.exit(exitCode);
