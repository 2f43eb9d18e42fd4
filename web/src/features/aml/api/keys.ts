import { queryRoots } from '@web/lib/query-keys';

/** Query keys of the AML screens, under their root (`queryRoots.aml`): every write on a file reads them again. */
export const amlKeys = {
  list: (query: Record<string, string>) => [...queryRoots.aml, 'list', query] as const,
  file: (id: string) => [...queryRoots.aml, 'file', id] as const,
  assessments: (fileId: string) => [...queryRoots.aml, 'assessments', fileId] as const,
  reviews: (fileId: string) => [...queryRoots.aml, 'reviews', fileId] as const,
  accessLog: (fileId: string) => [...queryRoots.aml, 'access-log', fileId] as const,
  clientDocuments: (clientId: string) => [...queryRoots.aml, 'client-documents', clientId] as const,
  firm: [...queryRoots.aml, 'firm'] as const,
  staff: [...queryRoots.aml, 'staff'] as const,
};

/**
 * Every view a write on a file changes: the AML screens, the activity log and the deadlines
 * (the file's completion, reviews and document expiries are obligations on /scadenze).
 */
export const AML_VIEWS = [queryRoots.aml, queryRoots.activity, queryRoots.deadlines] as const;
