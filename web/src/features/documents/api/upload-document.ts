import type { AccessLevel, DocumentCategory } from '@domain/schemas/documents';
import { uploadWithProgress } from '@web/lib/api';
import type { DocumentItem } from './list-documents';

export interface UploadDocumentInput {
  clientId: string;
  accessLevel: AccessLevel;
  title: string;
  description?: string;
  category: DocumentCategory;
  file: File;
}

/** POST /api/documents (multipart) with the real transfer progress, 0 to 100. */
export function uploadDocument(input: UploadDocumentInput, onProgress?: (percent: number) => void): Promise<DocumentItem> {
  const form = new FormData();
  // The fields go before the file.
  form.append('clientId', input.clientId);
  form.append('accessLevel', input.accessLevel);
  form.append('title', input.title);
  if (input.description?.trim()) form.append('description', input.description.trim());
  form.append('category', input.category);
  form.append('file', input.file, input.file.name);
  return uploadWithProgress<DocumentItem>('/api/documents', form, onProgress);
}
