import type { AccessLevel } from '@domain/schemas/documents';

/** Query keys of the documents pages: every change to a document invalidates `all`. */
export const documentKeys = {
  all: ['documents'] as const,
  clients: (level: AccessLevel, query: Record<string, string>) => ['documents', level, 'clients', query] as const,
  list: (level: AccessLevel, query: Record<string, string>) => ['documents', level, 'list', query] as const,
};

/** Where a document's file is read: inline for the viewer, as an attachment for downloads. */
export function documentFileUrl(id: string, disposition: 'inline' | 'attachment'): string {
  return `/api/documents/${encodeURIComponent(id)}/file?disposition=${disposition}`;
}
