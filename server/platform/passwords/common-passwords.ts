import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { z } from 'zod';
import { COMMON_PASSWORDS_FILE } from '../paths';

export const COMMON_PASSWORD_MESSAGE = 'Questa password è tra le più usate e facili da indovinare: scegline un\'altra.';

let list: Set<string> | undefined;

/** The list, read once on first use. */
export function commonPasswordList(): Set<string> {
  list ??= new Set(gunzipSync(fs.readFileSync(COMMON_PASSWORDS_FILE)).toString('utf8').split('\n').filter(Boolean));
  return list;
}

/** Whether `password` is on the list, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswordList().has(password.toLowerCase());
}

/**
 * `schema` that also refuses a common password in `field` (the server's check:
 * the list is too big for the browser), with the message on that field.
 */
export function refusingCommonPassword<T extends z.ZodType<object>>(schema: T, field: string): T {
  return schema.refine((value) => {
    const password = (value as Record<string, unknown>)[field];
    return typeof password !== 'string' || !isCommonPassword(password);
  }, { message: COMMON_PASSWORD_MESSAGE, path: [field] });
}
