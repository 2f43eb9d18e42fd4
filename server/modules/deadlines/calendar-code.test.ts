import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { calendarCodeHash } from './calendar-code.mjs';

// The fingerprint that decides a whole-firm refresh at start (decision 126) follows the code, not its comments.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-code-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (rule: string) => {
  fs.writeFileSync(path.join(dir, 'entry.ts'), "import { dueDay } from './rule';\nexport const due = dueDay();\n");
  fs.writeFileSync(path.join(dir, 'rule.ts'), rule);
  return calendarCodeHash('entry.ts', dir);
};

it('changes with the code the refresh imports, not with its comments or layout', async () => {
  const first = await write('export const dueDay = () => [\n  // the 15th of the fourth month\n  15,\n];\n');
  expect(await write('export const dueDay = () => [\n  // the fifteenth day of April, the statute says\n  15,\n];\n')).toBe(first);
  expect(await write('export const dueDay = () => [15];\n')).toBe(first);
  expect(await write('export const dueDay = () => [\n  // the 15th of the fourth month\n  16,\n];\n')).not.toBe(first);
});
