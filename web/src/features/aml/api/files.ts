import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AML_FILE_SORT_COLUMNS, ExportSelection } from '@domain/aml/file';
import type { ClientOption } from '@web/components/client-picker';
import type { PickerQuery } from '@web/components/entity-picker';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { api, unwrap } from '@web/lib/api';
import { downloadFile } from '@web/lib/download';
import { queryRoots } from '@web/lib/query-keys';
import { AML_VIEWS, amlKeys } from './keys';

export type AmlListParams = ListState<'status' | 'level' | 'client', (typeof AML_FILE_SORT_COLUMNS)[number]>['query'];

export function fetchFiles(params: AmlListParams) {
  return unwrap(api.aml.files.$get({ query: listQueryParams(params) }));
}

export type AmlFilePage = Awaited<ReturnType<typeof fetchFiles>>;
export type AmlFileSummary = AmlFilePage['items'][number];

/** GET /api/aml/files: one page of files, with search, status and level. */
export function useFiles(params: AmlListParams) {
  return useQuery(queryOptions({ queryKey: amlKeys.list(listQueryParams(params)), queryFn: () => fetchFiles(params), placeholderData: keepPreviousData }));
}

export function fetchFile(id: string) {
  return unwrap(api.aml.files[':id'].$get({ param: { id } }));
}

export type AmlFile = Awaited<ReturnType<typeof fetchFile>>;
export type AmlParty = AmlFile['parties'][number];
export type AmlRole = AmlFile['roles'][number];
export type AmlIdentification = AmlFile['identifications'][number];
export type AmlEngagement = AmlFile['engagements'][number];
export type AmlEvidence = AmlFile['evidence'][number];

/**
 * GET /api/aml/files/:id: the whole file. Each reading is a line of its access log: it is read when
 * the file is opened and after a write, not when the window regains focus.
 */
export function useFile(id: string) {
  return useQuery({ queryKey: amlKeys.file(id), queryFn: () => fetchFile(id), refetchOnWindowFocus: false, refetchOnReconnect: false });
}

/** POST /api/aml/files: opens the client's file, or finds the one it has already (409, with its id); resolves to its id. */
export function useOpenFile() {
  return useMutation({
    mutationFn: async (clientId: string) => {
      const call = api.aml.files.$post({ json: { clientId } });
      const res = await call;
      if (res.status === 409) return (await res.json()).id;
      return (await unwrap(call)).id;
    },
    meta: { invalidates: AML_VIEWS, error: 'Impossibile aprire il fascicolo' },
  });
}

/** Where the file's inspection archive is downloaded (a ZIP with its PDF summary). */
export function exportUrl(fileId: string): string {
  return `/api/aml/files/${encodeURIComponent(fileId)}/export`;
}

/**
 * POST /api/aml/export: several files in one ZIP, saved under the server's name; resolves to that
 * name. Each file exported is a line of its access log.
 */
export function useExportFiles() {
  return useMutation({
    mutationFn: (selection: ExportSelection) =>
      downloadFile('/api/aml/export', 'fascicoli-antiriciclaggio.zip', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(selection) }),
    meta: { invalidates: [queryRoots.aml], success: (fileName: string) => ({ title: 'Archivio scaricato', description: fileName }) },
  });
}

/** The client picker's query: clients whose name matches, the first few. */
export const clientOptions: PickerQuery<ClientOption> = (q) => ({
  queryKey: [...queryRoots.clients, 'options', 'aml', q],
  queryFn: async () => (await unwrap(api.clients.$get({ query: { sort: 'companyName', pageSize: '8', ...(q ? { q } : {}) } }))).items,
});
