import { z } from '../zod';
import { DEADLINE_PRIORITIES, clientIdOfBoiDeadline } from '../deadlines';

export const DEADLINE_PAGE_SIZE = 24;

/** /scadenze: search, priority filter, country tab, page. */
export const deadlineListQuerySchema = z.object({
  search: z.string().trim().max(100, 'La ricerca è troppo lunga (massimo 100 caratteri)').optional(),
  priority: z.enum(DEADLINE_PRIORITIES, { error: 'Priorità non valida' }).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Codice paese non valido')
    .transform((v) => v.toUpperCase())
    .optional(),
  page: z.coerce.number({ error: 'Pagina non valida' }).int('Pagina non valida').min(1, 'Pagina non valida').default(1),
});
export type DeadlineListQuery = z.input<typeof deadlineListQuerySchema>;

export const deadlineIdParamSchema = z.object({
  id: z.string().refine((v) => clientIdOfBoiDeadline(v) !== null, 'Scadenza non trovata'),
});
