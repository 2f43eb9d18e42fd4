// What `npm audit --omit=dev --json` said (scripts/audit.mjs), apart from running it so that it can be
// tested: a verdict on the dependencies, or the plain statement that there is none, and why.

/** npm's codes for a request to the registry that got no answer. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ESOCKETTIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);

const NOT_CHECKED = 'Le dipendenze NON sono state controllate.';

/**
 * The verdict on the output of `npm audit --omit=dev --json`, in Italian, one of:
 * - 'report': the registry's report; exitCode 1 when a vulnerability is high or critical;
 * - 'unreachable': no verdict, the registry's advisory service did not answer or refused the
 *   request; exitCode 0 (a registry that is down is no finding), the lines say so plainly;
 * - 'failed': no verdict, npm audit stopped on an error of its own (no lockfile…); exitCode 1;
 * - 'unreadable': no verdict, the output is none of the above; exitCode 1.
 * @param {string} stdout npm's output
 * @param {string} [stderr] npm's error output, quoted when the output cannot be read
 * @returns {{ kind: 'report' | 'unreachable' | 'failed' | 'unreadable', exitCode: 0 | 1, lines: string[] }}
 */
export function auditVerdict(stdout, stderr = '') {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = undefined;
  }
  if (!report || typeof report !== 'object') return unreadable(stderr);

  const counts = report.metadata?.vulnerabilities;
  if (counts && typeof counts === 'object') return verdictOf(report, counts);

  const message = typeof report.message === 'string' ? report.message : '';
  const code = typeof report.error?.code === 'string' ? report.error.code : '';
  const summary = typeof report.error?.summary === 'string' ? report.error.summary : '';
  // A network error ('request to … failed, reason: …') or an HTTP answer other than a report.
  if (typeof report.statusCode === 'number' || /^request to \S+ failed/.test(message) || NETWORK_CODES.has(code)) {
    const reason = message || [code, summary].filter(Boolean).join(' ') || 'nessuna risposta';
    return noVerdict('unreachable', 0, `servizio delle vulnerabilità del registro non raggiungibile: ${reason}`);
  }
  if (message || code || summary) return noVerdict('failed', 1, `npm audit non è riuscito: ${[code, summary || message].filter(Boolean).join(' ')}`);
  return unreadable(stderr);
}

function verdictOf(report, counts) {
  const n = (severity) => Number(counts[severity] ?? 0);
  const serious = Object.values(report.vulnerabilities ?? {}).filter((v) => v?.severity === 'high' || v?.severity === 'critical');
  const lines = [
    `Controllo delle vulnerabilità: ${report.metadata.dependencies?.prod ?? '?'} dipendenze di produzione controllate; ` +
      `vulnerabilità: ${n('critical')} critiche, ${n('high')} alte, ${n('moderate')} medie, ${n('low')} basse.`,
    ...serious.map((v) => `- ${v.name} (${v.severity}): ${v.range}`),
  ];
  return { kind: 'report', exitCode: serious.length ? 1 : 0, lines };
}

function noVerdict(kind, exitCode, why) {
  return { kind, exitCode, lines: [`Controllo delle vulnerabilità: nessun verdetto (${why}).`, NOT_CHECKED] };
}

function unreadable(stderr) {
  const result = noVerdict('unreadable', 1, 'npm audit non ha prodotto un rapporto leggibile');
  const detail = String(stderr).trim();
  if (detail) result.lines.push(detail);
  return result;
}
