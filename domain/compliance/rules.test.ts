import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityTypesOf } from './entity-types';
import { COMPLIANCE_RULES } from './rules';
import { obligationState } from './status';

describe('the rule catalogue', () => {
  it('has unique ids, company forms of its country, a source, its evidence level, the day it was checked, a penalty or an explicit null, a note and a well-formed fee and validity', () => {
    expect(new Set(COMPLIANCE_RULES.map((r) => r.id)).size).toBe(COMPLIANCE_RULES.length);
    for (const r of COMPLIANCE_RULES) {
      const forms = entityTypesOf(r.countryCode).map((t) => t.id);
      expect(r.entityTypes.every((t) => forms.includes(t)), r.id).toBe(true);
      expect(r.sourceUrl, r.id).toMatch(/^https:\/\//);
      expect(r.note.length, r.id).toBeGreaterThan(40);
      if (r.fee) expect(r.fee.currency, r.id).toMatch(/^[A-Z]{3}$/);
      if (r.validFrom && r.validTo) expect(r.validFrom < r.validTo, r.id).toBe(true);
      expect(['official', 'secondary'], r.id).toContain(r.evidence);
      expect(r.checkedOn, r.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // A penalty is stated in Italian, or explicitly null where no source gives one.
      expect(r.penalty === null || (typeof r.penalty === 'string' && r.penalty.length > 10), r.id).toBe(true);
      if (r.anchor.kind === 'obligation') {
        const base = r.anchor.ruleId;
        expect(COMPLIANCE_RULES.some((b) => b.id === base), r.id).toBe(true);
      }
    }
  });

  it('covers the jurisdictions the firm serves', () => {
    expect([...new Set(COMPLIANCE_RULES.map((r) => r.countryCode))].sort()).toEqual(['AE', 'BG', 'CY', 'EE', 'GB', 'HK', 'IE', 'MT', 'PT', 'RO', 'US']);
  });

  it('the web can import the catalogue, the forms and the bands without the holiday calendars', () => {
    // What the web may import reaches neither date-holidays nor the modules that use it.
    const dir = import.meta.dirname;
    for (const file of ['rules.ts', 'entity-types.ts', 'status.ts', '../deadlines.ts', '../periods.ts']) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const imports = [...text.matchAll(/^import(?!\s+type)[^;]*from '([^']+)'/gm)].map((m) => m[1]);
      expect(imports.filter((i) => /date-holidays|holidays|occurrences/.test(i!)), file).toEqual([]);
    }
  });
});

describe('the spec’s bands on any obligation', () => {
  it('reads In Ritardo / In Corso / Pianificato with Alta / Media, hidden beyond 60 days, Completato when completed', () => {
    expect(obligationState('2026-11-23', '2026-11-24')).toEqual({ daysRemaining: -1, status: 'In Ritardo', priority: 'Alta' });
    expect(obligationState('2026-12-01', '2026-11-24')).toEqual({ daysRemaining: 7, status: 'In Corso', priority: 'Alta' });
    expect(obligationState('2026-12-02', '2026-11-24')).toEqual({ daysRemaining: 8, status: 'In Corso', priority: 'Media' });
    expect(obligationState('2026-12-25', '2026-11-24')).toEqual({ daysRemaining: 31, status: 'Pianificato', priority: 'Media' });
    expect(obligationState('2027-01-23', '2026-11-24')).toEqual({ daysRemaining: 60, status: 'Pianificato', priority: 'Media' });
    expect(obligationState('2027-01-24', '2026-11-24')).toBeNull();
    expect(obligationState('2026-11-01', '2026-11-24', true)).toMatchObject({ status: 'Completato' });
  });
});
