/**
 * Golden cases for art. 20 D.Lgs. 231/2007, each worked by hand from the text as
 * read on vptl.it (2024/05/07): c. 2 "partecipazione superiore al 25%", direct or
 * through companies; c. 3 control when ownership identifies nobody; c. 5 the
 * administrators when neither does.
 */
import { describe, expect, it } from 'vitest';
import { beneficialOwners, type OwnershipInput } from './beneficial-owners';

const people = [
  { id: 'mario', name: 'Mario Rossi', kind: 'natural' as const },
  { id: 'anna', name: 'Anna Bianchi', kind: 'natural' as const },
  { id: 'luca', name: 'Luca Verdi', kind: 'natural' as const },
  { id: 'client', name: 'Client', kind: 'legal' as const },
  { id: 'alfa', name: 'Holding Alfa Ltd', kind: 'legal' as const },
  { id: 'beta', name: 'Beta LLC', kind: 'legal' as const },
];

function run(holdings: OwnershipInput['holdings'], extra: Partial<OwnershipInput> = {}) {
  return beneficialOwners({ clientId: 'client', parties: people, holdings, ...extra });
}

describe('art. 20 c. 2: ownership above 25%', () => {
  it('direct 30% is an owner', () => {
    const result = run([
      { holderId: 'mario', companyId: 'client', percent: '30' },
      { holderId: 'anna', companyId: 'client', percent: '70' },
    ]);
    expect(result.criterion).toBe('ownership');
    expect(result.owners.map((o) => [o.name, o.share])).toEqual([
      ['Mario Rossi', '30'],
      ['Anna Bianchi', '70'],
    ]);
    expect(result.owners[0]?.justification).toEqual(['Mario Rossi → Client (30%) = 30%']);
  });

  it('exactly 25% is not above 25%: not an owner', () => {
    const result = run([
      { holderId: 'mario', companyId: 'client', percent: '25' },
      { holderId: 'anna', companyId: 'client', percent: '75' },
    ]);
    expect(result.owners.map((o) => o.name)).toEqual(['Anna Bianchi']);
    expect(result.shares.find((s) => s.personId === 'mario')?.share).toBe('25');
  });

  it('through two companies the percentages multiply: 60% × 50% = 30%', () => {
    // Mario holds 60% of Holding Alfa, which holds 50% of the client: 0.6 × 0.5 = 0.30.
    const result = run([
      { holderId: 'mario', companyId: 'alfa', percent: '60' },
      { holderId: 'anna', companyId: 'alfa', percent: '40' },
      { holderId: 'alfa', companyId: 'client', percent: '50' },
      { holderId: 'luca', companyId: 'client', percent: '50' },
    ]);
    const mario = result.owners.find((o) => o.personId === 'mario');
    expect(mario?.share).toBe('30');
    expect(mario?.justification).toEqual(['Mario Rossi → Holding Alfa Ltd (60%) → Client (50%) = 30%']);
    // Anna: 40% × 50% = 20%, not an owner; Luca 50% direct.
    expect(result.owners.map((o) => o.name).sort()).toEqual(['Luca Verdi', 'Mario Rossi']);
    expect(result.shares.find((s) => s.personId === 'anna')?.share).toBe('20');
  });

  it('several chains are summed: 20% direct + 40% × 25% = 30%', () => {
    const result = run([
      { holderId: 'mario', companyId: 'client', percent: '20' },
      { holderId: 'mario', companyId: 'beta', percent: '40' },
      { holderId: 'anna', companyId: 'beta', percent: '60' },
      { holderId: 'beta', companyId: 'client', percent: '25' },
      { holderId: 'luca', companyId: 'client', percent: '55' },
    ]);
    const mario = result.owners.find((o) => o.personId === 'mario');
    expect(mario?.share).toBe('30');
    expect(mario?.justification).toEqual([
      'Mario Rossi → Client (20%) = 20%',
      'Mario Rossi → Beta LLC (40%) → Client (25%) = 10%',
      'Totale: 30% (più del 25%)',
    ]);
    // Anna: 60% × 25% = 15%.
    expect(result.owners.map((o) => o.name).sort()).toEqual(['Luca Verdi', 'Mario Rossi']);
  });

  it('thirds are compared exactly: 33.3333% is above 25%, and is shown as it is', () => {
    const result = run([
      { holderId: 'mario', companyId: 'alfa', percent: '33.3333' },
      { holderId: 'alfa', companyId: 'client', percent: '100' },
    ]);
    expect(result.owners[0]?.share).toBe('33.3333');
  });
});

describe('art. 20 c. 3: control when nobody holds more than 25%', () => {
  const spread = [
    { holderId: 'mario', companyId: 'client', percent: '25' },
    { holderId: 'anna', companyId: 'client', percent: '25' },
    { holderId: 'luca', companyId: 'client', percent: '25' },
    { holderId: 'beta', companyId: 'client', percent: '25' },
  ];

  it('a shareholders agreement giving Mario the majority of the votes makes him the owner', () => {
    const result = run(spread, {
      controls: [{ personId: 'mario', basis: 'majority-votes', reason: 'Patto parasociale del 3/2/2025: Anna e Luca votano con Mario' }],
    });
    expect(result.criterion).toBe('control');
    expect(result.owners).toEqual([
      {
        personId: 'mario',
        name: 'Mario Rossi',
        criterion: 'control',
        share: null,
        justification: ['Maggioranza dei voti esercitabili in assemblea ordinaria (art. 20 c. 3 lett. a)', 'Motivazione: Patto parasociale del 3/2/2025: Anna e Luca votano con Mario'],
      },
    ]);
  });

  it('control is not looked at when ownership already names someone', () => {
    const result = run([{ holderId: 'anna', companyId: 'client', percent: '60' }], {
      controls: [{ personId: 'mario', basis: 'contractual-ties', reason: 'Contratto di finanziamento con clausole di gradimento' }],
    });
    expect(result.criterion).toBe('ownership');
    expect(result.owners.map((o) => o.name)).toEqual(['Anna Bianchi']);
  });

  it('a control without a written reason is refused', () => {
    expect(() => run(spread, { controls: [{ personId: 'mario', basis: 'majority-votes', reason: '' }] })).toThrow(/motivazione/);
  });
});

describe('art. 20 c. 5: the administrators when neither ownership nor control names anyone', () => {
  it('the sole director is the owner, with the reason', () => {
    const result = run(
      [
        { holderId: 'mario', companyId: 'client', percent: '20' },
        { holderId: 'anna', companyId: 'client', percent: '20' },
      ],
      { administrators: [{ personId: 'luca', role: 'Amministratore unico', reason: 'Capitale frazionato, nessun patto né controllo di fatto' }] },
    );
    expect(result.criterion).toBe('administration');
    expect(result.owners.map((o) => [o.name, o.criterion])).toEqual([['Luca Verdi', 'administration']]);
    expect(result.owners[0]?.justification[0]).toMatch(/^Amministratore unico: poteri di rappresentanza legale/);
  });

  it('nobody at all: no owner and a warning saying what is missing', () => {
    const result = run([{ holderId: 'mario', companyId: 'client', percent: '10' }]);
    expect(result.criterion).toBeNull();
    expect(result.warnings).toContain('Nessun titolare effettivo individuato: indicare il controllo o gli amministratori, con la motivazione');
  });
});

describe('structure', () => {
  it('a cycle of holdings does not loop and is reported', () => {
    // Alfa holds 50% of Beta, Beta holds 50% of Alfa; Alfa holds 100% of the client; Mario holds 50% of Alfa.
    const result = run([
      { holderId: 'alfa', companyId: 'client', percent: '100' },
      { holderId: 'beta', companyId: 'alfa', percent: '50' },
      { holderId: 'alfa', companyId: 'beta', percent: '50' },
      { holderId: 'mario', companyId: 'alfa', percent: '50' },
      { holderId: 'anna', companyId: 'beta', percent: '50' },
    ]);
    // Simple chains only: Mario 50% × 100% = 50%; Anna 50% × 50% × 100% = 25% (not above).
    expect(result.owners.map((o) => [o.name, o.share])).toEqual([['Mario Rossi', '50']]);
    expect(result.shares.find((s) => s.personId === 'anna')?.share).toBe('25');
    expect(result.warnings.some((w) => w.startsWith('Partecipazione circolare'))).toBe(true);
  });

  it('holdings in one company above 100% are refused', () => {
    expect(() =>
      run([
        { holderId: 'mario', companyId: 'client', percent: '60' },
        { holderId: 'anna', companyId: 'client', percent: '50' },
      ]),
    ).toThrow(/superano il 100%/);
  });
});
