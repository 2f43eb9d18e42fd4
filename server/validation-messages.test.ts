import { afterAll, describe, expect, it } from 'vitest';
import { z } from '@domain/zod';
import type { RouteValidation } from './platform/http/validate';
import { validationRefusal } from './platform/http/validate';
import { createTestApp } from './test/test-app';

/**
 * Every message a person can see when an input is refused is Italian prose.
 * The schemas walked: the validators attached to the routes, and every schema
 * of domain/schemas (the forms resolve with them, the upload routes parse with
 * them). Each is given missing, wrong-type and hostile input; the answer the
 * server would give (validationRefusal: message and fieldErrors) must carry no
 * library jargon: no type names, no issue codes, no English.
 */

const t = await createTestApp();
afterAll(() => t.close());

type Walked = { label: string; target: RouteValidation['target'] | 'form'; schema: z.ZodType };

function routeSchemas(): Walked[] {
  const out: Walked[] = [];
  for (const route of t.app.routes) {
    const validation = (route.handler as { validation?: RouteValidation }).validation;
    if (validation) out.push({ label: `${route.method} ${route.path} (${validation.target})`, ...validation });
  }
  return out;
}

function domainSchemas(): Walked[] {
  const modules = import.meta.glob<Record<string, unknown>>(['../domain/schemas/*.ts', '!../domain/schemas/*.test.ts'], { eager: true });
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]) => ({ label: `${file.replace('../', '')} ${name}`, target: 'form' as const, schema })),
  );
}

const WRONG_STRINGS = ['', ' ', 'testo', '-1', '1.5', '1e309', 'NaN', 'null', 'true', '2026-02-30', 'a'.repeat(20_000), '<script>alert(1)</script>', "' OR 1=1 --", '😀'];
const WRONG_VALUES: unknown[] = [...WRONG_STRINGS, null, 0, -1, 1.5, 1e308, true, false, [], ['x', 1, null], {}, { $ne: null }];

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema };

/** Missing, wrong-type and hostile inputs for `schema`: whole values, then each field in turn, then all fields at once. */
function inputsFor(walked: Walked): unknown[] {
  const strings = walked.target === 'query' || walked.target === 'param';
  const values = strings ? WRONG_STRINGS : WRONG_VALUES;
  const json = z.toJSONSchema(walked.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields = Object.entries(json.properties ?? {});
  const inputs: unknown[] = [{}];
  if (!strings) inputs.push(undefined, ...values);
  for (const [name, property] of fields) {
    for (const v of values) inputs.push({ [name]: v });
    if (!strings && property.items) for (const v of values) inputs.push({ [name]: [v] });
  }
  for (const v of values) inputs.push(Object.fromEntries(fields.map(([name]) => [name, v])));
  return inputs;
}

/** Words and signs of a library, a programming language or English, never of an Italian sentence. */
const JARGON = [
  /\b(atteso|attesa|ricevuto|nonoptional|undefined|null|NaN|Infinity|instanceof|string|stringa|number|boolean|bigint|object|array|vettore|input|regex|pattern|UUID|GUID|ISO|enum|schema|zod)\b/i,
  /\b(expected|received|invalid|required|must|should|the|is|are|be|not|too|small|big|value|field|error|failed|cannot|unexpected|malformed|option|key|unrecognized|characters|empty|string|type)\b/i,
  /\b[a-z]+_[a-z_]+\b/, // issue codes (invalid_type, too_small…)
  /\b[a-z]+[A-Z]\w*\b/, // field names (annualTurnover…)
  /[<>]=?|\|/, // comparison signs and lists of options
];

function jargonIn(message: string): string | null {
  if (!/^[A-ZÀ-Ý0-9"'«]/.test(message)) return 'non inizia come una frase';
  for (const pattern of JARGON) {
    const found = message.match(pattern);
    if (found) return found[0];
  }
  return null;
}

describe('validation messages', () => {
  const walked = [...routeSchemas(), ...domainSchemas()];

  it('are Italian prose for every missing, wrong-type and hostile input of every schema', () => {
    const found = new Map<string, string>();
    let messages = 0;
    for (const w of walked) {
      for (const input of inputsFor(w)) {
        const parsed = w.schema.safeParse(input);
        if (parsed.success) continue;
        const refusal = validationRefusal(parsed.error);
        for (const message of [refusal.message, ...Object.values(refusal.fieldErrors ?? {})]) {
          messages++;
          const word = jargonIn(message);
          if (word) found.set(message, `${w.label} ← ${JSON.stringify(input)?.slice(0, 80)}: «${word}»`);
        }
      }
    }
    console.log(`Messaggi di convalida: ${walked.length} schemi (${routeSchemas().length} di rotte), ${messages} messaggi letti, ${found.size} distinti con gergo`);
    expect([...found].map(([message, where]) => `${message}  [${where}]`)).toEqual([]);
  });

  it('let a field that takes "nothing" (null or an empty text) be left out too', () => {
    const refused: string[] = [];
    for (const w of walked) {
      const json = z.toJSONSchema(w.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      const issuesOn = (input: unknown, field: string) => (w.schema.safeParse(input).error?.issues ?? []).filter((i) => i.path[0] === field);
      for (const field of Object.keys(json.properties ?? {})) {
        const acceptsEmpty = issuesOn({ [field]: null }, field).length === 0 && issuesOn({ [field]: '' }, field).length === 0;
        if (acceptsEmpty && issuesOn({}, field).length > 0) refused.push(`${w.label} ${field}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
