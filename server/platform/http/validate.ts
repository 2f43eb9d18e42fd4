import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError, fieldErrorsOf } from '../errors';

/** The 400 answer for input a schema refused: its first message, and one per field. */
export function validationRefusal(error: z.core.$ZodError): AppError {
  const fieldErrors = fieldErrorsOf(error);
  return new AppError(400, 'VALIDATION', Object.values(fieldErrors)[0] ?? 'Dati non validi', fieldErrors);
}

/**
 * Validates one part of the request with a domain schema; a bad request answers
 * 400 with the schema's Italian messages and nothing is changed.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw validationRefusal(result.error);
  });
  // Read back by the hostile-input tests, which derive bad requests from the route's own schema.
  return Object.assign(middleware, { validation: { target, schema } as RouteValidation });
}

export interface RouteValidation {
  target: keyof ValidationTargets;
  schema: z.ZodType;
}
