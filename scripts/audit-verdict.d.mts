export interface AuditVerdict {
  /** 'report': the registry's report; the others: no verdict, and why. */
  kind: 'report' | 'unreachable' | 'failed' | 'unreadable';
  /** 0 for a clean report and for an advisory service that could not be reached; 1 otherwise. */
  exitCode: 0 | 1;
  /** What to print, in Italian. */
  lines: string[];
}

/** The verdict on the output of `npm audit --omit=dev --json`. */
export declare function auditVerdict(stdout: string, stderr?: string): AuditVerdict;
