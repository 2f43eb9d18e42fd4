import { z } from '../zod';

const NOT_FOUND = 'Sessione non trovata';

/** A session of one's own, by the id the list gives (never its token). */
export const sessionIdParamSchema = z.object({
  id: z.string({ error: NOT_FOUND }).regex(/^[A-Za-z0-9_-]{1,100}$/, NOT_FOUND),
});
