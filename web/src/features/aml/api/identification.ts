import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { identificationInputSchema } from '@domain/aml/file';
import { api, unwrap, withUploadProgress } from '@web/lib/api';
import { downloadFile } from '@web/lib/download';
import { AML_VIEWS, amlKeys } from './keys';

type IdentificationOutput = z.output<typeof identificationInputSchema>;

export interface IdentifyInput {
  fileId: string;
  values: IdentificationOutput;
  /** The copy uploaded; without it, `values.documentId` names a document of the client. */
  file: File | undefined;
  onProgress?: (percent: number) => void;
}

/** POST /api/aml/files/:id/identifications: multipart with the copy, or JSON naming a document of the client. */
export function identify({ fileId, values, file, onProgress }: IdentifyInput) {
  const route = api.aml.files[':id'].identifications;
  // The route reads its body itself (it declares no validator): the typed client still sends `json` or `form`.
  if (!file) {
    const args = { param: { id: fileId }, json: values };
    return unwrap(route.$post(args));
  }
  const fields = Object.fromEntries(Object.entries(values).flatMap(([name, value]) => (value === null ? [] : [[name, String(value)]])));
  const args = { param: { id: fileId }, form: { ...fields, file } };
  return unwrap(route.$post(args, { fetch: withUploadProgress(onProgress) }));
}

export function useIdentify() {
  return useMutation({ mutationFn: identify, meta: { invalidates: AML_VIEWS, success: 'Identificazione registrata' } });
}

/** The client's documents, for a copy of the identity document already stored. */
export function useClientDocuments(clientId: string | null) {
  return useQuery({
    queryKey: amlKeys.clientDocuments(clientId ?? ''),
    queryFn: async () => {
      const query = { query: { clientId: clientId!, pageSize: '100' } };
      const lists = await Promise.all([unwrap(api.documents.private.$get(query)), unwrap(api.documents.shared.$get(query))]);
      return lists.flatMap((list) => list.items.map((d) => ({ id: d.id, title: d.title })));
    },
    enabled: clientId !== null,
  });
}

/** Where a document of the file is read, through its access-checked route (each opening is logged). */
export function evidenceUrl(evidenceId: string, disposition: 'inline' | 'attachment'): string {
  return `/api/aml/evidence/${encodeURIComponent(evidenceId)}/file?disposition=${disposition}`;
}

export function downloadEvidence(evidence: { id: string; fileName: string }) {
  return downloadFile(evidenceUrl(evidence.id, 'attachment'), evidence.fileName);
}
