import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-verdict.mjs';

/** A report as npm audit --json writes it (auditReportVersion 2). */
function report(vulnerabilities: Record<string, { severity: string; range: string }>) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 };
  for (const v of Object.values(vulnerabilities)) {
    counts[v.severity as keyof typeof counts]++;
    counts.total++;
  }
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(Object.entries(vulnerabilities).map(([name, v]) => [name, { name, isDirect: true, via: [], effects: [], nodes: [], fixAvailable: true, ...v }])),
    metadata: { vulnerabilities: counts, dependencies: { prod: 120, dev: 0, optional: 3, peer: 0, peerOptional: 0, total: 122 } },
  });
}

const NOT_CHECKED = 'Le dipendenze NON sono state controllate.';

describe('auditVerdict', () => {
  it('a report without high or critical vulnerabilities passes, with its counts', () => {
    const verdict = auditVerdict(report({ 'left-pad': { severity: 'moderate', range: '<1.3.0' } }));
    expect(verdict).toEqual({
      kind: 'report',
      exitCode: 0,
      lines: ['Controllo delle vulnerabilità: 120 dipendenze di produzione controllate; vulnerabilità: 0 critiche, 0 alte, 1 medie, 0 basse.'],
    });
  });

  it('a report with a high or critical vulnerability fails and names them', () => {
    const verdict = auditVerdict(report({ tar: { severity: 'high', range: '<7.5.2' }, hono: { severity: 'critical', range: '<4.1.0' }, ms: { severity: 'low', range: '<2.0.0' } }));
    expect(verdict.kind).toBe('report');
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines.slice(1)).toEqual(['- tar (high): <7.5.2', '- hono (critical): <4.1.0']);
  });

  it('a registry that cannot be reached gives no verdict, said plainly, and does not fail', () => {
    const refused = JSON.stringify({
      message: 'request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:443',
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict(refused)).toEqual({
      kind: 'unreachable',
      exitCode: 0,
      lines: [
        'Controllo delle vulnerabilità: nessun verdetto (servizio delle vulnerabilità del registro non raggiungibile: request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:443).',
        NOT_CHECKED,
      ],
    });
  });

  it('an advisory service that answers with an HTTP error gives no verdict and does not fail', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405, body: '' });
    const verdict = auditVerdict(refused);
    expect(verdict.kind).toBe('unreachable');
    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines[0]).toContain('nessun verdetto');
    expect(verdict.lines[0]).toContain('405 Method Not Allowed');
    expect(verdict.lines[1]).toBe(NOT_CHECKED);
  });

  it('npm failing on its own (no lockfile) gives no verdict and fails', () => {
    const noLock = JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: 'Try creating one first' } });
    expect(auditVerdict(noLock)).toEqual({
      kind: 'failed',
      exitCode: 1,
      lines: ['Controllo delle vulnerabilità: nessun verdetto (npm audit non è riuscito: ENOLOCK This command requires an existing lockfile.).', NOT_CHECKED],
    });
  });

  it('output that is no report gives no verdict and fails, quoting what npm said', () => {
    for (const stdout of ['', 'npm ERR! something', '[]', '{}']) {
      const verdict = auditVerdict(stdout, 'npm error audit endpoint returned an error');
      expect(verdict.kind).toBe('unreadable');
      expect(verdict.exitCode).toBe(1);
      expect(verdict.lines).toEqual([
        'Controllo delle vulnerabilità: nessun verdetto (npm audit non ha prodotto un rapporto leggibile).',
        NOT_CHECKED,
        'npm error audit endpoint returned an error',
      ]);
    }
  });
});
