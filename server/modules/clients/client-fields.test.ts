import { afterAll, describe, expect, it } from 'vitest';
import { entityTypeLabel, formatFinancialYearEnd } from '@domain/compliance/entity-types';
import { formatDateIt } from '@domain/periods';
import { CLIENT_CSV_FIELDS, CLIENT_FIELD_NAMES, CLIENT_FIELDS, clientFormValues, type ClientField, type ClientFieldKind } from '@domain/schemas/clients';
import { createTestApp } from '../../test/test-app';

/**
 * Every field CLIENT_FIELDS declares goes the whole way: created, read back, exported,
 * edited, read back again, and an edit form saved untouched keeps it. A value is made up
 * for each field from what it holds, so a new declared field is walked without an edit
 * here, and a step that forgets it fails.
 */

const t = await createTestApp();
afterAll(() => t.close());
const owner = await t.user('proprietario');

type Value = string | boolean | null;

/** Two valid values per kind, different from each other and from a new client's. */
const SAMPLES: Record<ClientFieldKind, (field: ClientField, variant: 0 | 1) => Value> = {
  text: (field, variant) => `${field} ${['uno', 'due'][variant]} ${Math.random().toString(36).slice(2, 8)}`,
  date: (_, variant) => ['2020-01-02', '2021-03-04'][variant]!,
  // The opposite of a new client's, then a new client's: together never 'one foreign member' and 'several members'.
  flag: (field, variant) => (variant === 0) !== CLIENT_FIELDS[field].empty,
  // A country whose clients are asked every country-bound date (CLIENT_DATE_COUNTRIES).
  country: () => 'AE',
  entityType: (_, variant) => ['fze', 'llc'][variant]!,
  yearEnd: (_, variant) => ['06-30', '03-31'][variant]!,
};

const sample = (variant: 0 | 1) => Object.fromEntries(CLIENT_FIELD_NAMES.map((field) => [field, SAMPLES[CLIENT_FIELDS[field].kind](field, variant)])) as Record<ClientField, Value>;

/** A field's cell in the CSV export, by what it holds. */
function expectedCell(field: ClientField, value: Value, client: Record<string, unknown>): string | null {
  switch (CLIENT_FIELDS[field].kind) {
    case 'date':
      return formatDateIt(value as string);
    case 'yearEnd':
      return formatFinancialYearEnd(value as string);
    case 'flag':
      return value ? 'Sì' : 'No';
    case 'country':
      return client.countryName as string;
    case 'entityType':
      return entityTypeLabel(client.countryCode as string, value as string);
    default:
      return value as string;
  }
}

async function read(id: string): Promise<Record<string, unknown>> {
  const res = await t.request('GET', `/api/clients/${id}`, { as: owner });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

function expectFields(client: Record<string, unknown>, values: Record<ClientField, Value>, step: string) {
  for (const field of CLIENT_FIELD_NAMES) expect(client[field], `${field} ${step}`).toEqual(values[field]);
}

describe('every declared client field', () => {
  it('is created, read, exported, edited and read again', async () => {
    const first = sample(0);
    const created = await t.request('POST', '/api/clients', { as: owner, json: { ...first, email: `campi${Math.random()}@example.it`, password: 'Sicura-Password-9' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const stored = await read(id);
    expectFields(stored, first, 'after create');

    const listed = await t.request('GET', '/api/clients', { as: owner, query: { q: first.companyName as string } });
    const [row] = ((await listed.json()) as { items: Record<string, unknown>[] }).items;
    expectFields(row!, first, 'in the list');

    const exported = await t.request('GET', '/api/clients/export', { as: owner, query: { q: first.companyName as string } });
    const [header, cells] = (await exported.text()).replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(';'));
    for (const field of CLIENT_FIELD_NAMES) {
      const at = header!.indexOf(CLIENT_FIELDS[field].label);
      if (!CLIENT_FIELDS[field].csv) {
        expect(at, `${field} left out of the CSV`).toBe(-1);
        continue;
      }
      expect(at, `${field} in the CSV`).toBeGreaterThanOrEqual(0);
      expect(cells![at], `${field}'s CSV cell`).toBe(expectedCell(field, first[field], stored));
    }
    expect(header).toHaveLength(CLIENT_CSV_FIELDS.length + 2);

    const second = sample(1);
    const edited = await t.request('PUT', `/api/clients/${id}`, { as: owner, json: { ...second, linkedUserId: null } });
    expect(edited.status).toBe(200);
    expectFields(await read(id), second, 'after edit');
  });

  it('is kept when the edit form is saved untouched, and a field left out of an edit is left as it is', async () => {
    const values = sample(0);
    const created = await t.request('POST', '/api/clients', { as: owner, json: { ...values, email: `campi${Math.random()}@example.it`, password: 'Sicura-Password-9' } });
    const { id } = (await created.json()) as { id: string };

    // What the edit dialog loads (ClientFormDialog.tsx valuesOf), sent back as it is.
    const stored = await read(id);
    const form = clientFormValues(stored as Parameters<typeof clientFormValues>[0]);
    expect((await t.request('PUT', `/api/clients/${id}`, { as: owner, json: { ...form, linkedUserId: null } })).status).toBe(200);
    expectFields(await read(id), values, 'after saving the form untouched');

    // The fields a form may leave out (undefined: unchanged) keep their values.
    const optional = CLIENT_FIELD_NAMES.filter((field) => {
      const parsed = CLIENT_FIELDS[field].rule.safeParse(undefined);
      return parsed.success && parsed.data === undefined;
    });
    expect(optional.length).toBeGreaterThan(0);
    const partial = Object.fromEntries(Object.entries(sample(1)).filter(([field]) => !optional.includes(field as ClientField)));
    expect((await t.request('PUT', `/api/clients/${id}`, { as: owner, json: { ...partial, linkedUserId: null } })).status).toBe(200);
    const after = await read(id);
    for (const field of optional) expect(after[field], `${field} left out`).toEqual(values[field]);
  });
});
