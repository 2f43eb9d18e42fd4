import { z } from '../zod';

export const PENDING_PAGE_SIZE = 10;

export const pendingListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const pendingUserParamSchema = z.object({ userId: z.string().trim().min(1).max(100) });

export const linkCompanySchema = z.object({
  clientId: z.string().trim().min(1, 'Seleziona una società'),
});
export type LinkCompanyInput = z.infer<typeof linkCompanySchema>;

export const companySearchQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
});
