import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RequestDraftInput, RequestSortColumn } from '@domain/schemas/requests';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { api, unwrap, withUploadProgress } from '@web/lib/api';
import { downloadFile } from '@web/lib/download';
import { queryRoots } from '@web/lib/query-keys';
import { requestKeys } from './keys';

/** Every view a write on a request changes: the requests themselves and the activity log. */
const REQUEST_VIEWS = [queryRoots.requests, queryRoots.activity] as const;
/** An accepted file becomes one of the client's documents. */
const REVIEW_VIEWS = [...REQUEST_VIEWS, queryRoots.documents] as const;

export type RequestListParams = ListState<'clientId' | 'status', RequestSortColumn>['query'];

export function fetchRequests(params: RequestListParams) {
  return unwrap(api.requests.$get({ query: listQueryParams(params) }));
}

export type RequestPage = Awaited<ReturnType<typeof fetchRequests>>;
export type RequestSummary = RequestPage['items'][number];

export function requestsQuery(params: RequestListParams) {
  return queryOptions({ queryKey: requestKeys.list(listQueryParams(params)), queryFn: () => fetchRequests(params), placeholderData: keepPreviousData });
}

/** One page of requests: every client's for staff, the person's own clients' for a role user. */
export function useRequests(params: RequestListParams) {
  return useQuery(requestsQuery(params));
}

export function fetchRequest(id: string) {
  return unwrap(api.requests[':id'].$get({ param: { id } }));
}

export type RequestDetail = Awaited<ReturnType<typeof fetchRequest>>;
export type RequestItem = RequestDetail['items'][number];
export type RequestFile = RequestItem['files'][number];

export function useRequest(id: string | null) {
  return useQuery({ queryKey: requestKeys.detail(id ?? ''), queryFn: () => fetchRequest(id!), enabled: id !== null });
}

export interface NewRequestInput extends RequestDraftInput {
  clientId: string;
  templateId?: string;
}

export function useCreateRequest() {
  return useMutation({
    mutationFn: (json: NewRequestInput) => unwrap(api.requests.$post({ json })),
    meta: { invalidates: REQUEST_VIEWS, success: 'Bozza della richiesta salvata' },
  });
}

export function useUpdateRequest() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RequestDraftInput }) => unwrap(api.requests[':id'].$put({ param: { id }, json: input })),
    meta: { invalidates: REQUEST_VIEWS, success: 'Bozza della richiesta salvata' },
  });
}

export function useSendRequest() {
  return useMutation({
    mutationFn: (id: string) => unwrap(api.requests[':id'].send.$post({ param: { id } })),
    meta: { invalidates: REQUEST_VIEWS, success: 'Richiesta inviata al cliente', error: 'Impossibile inviare la richiesta' },
  });
}

export function useRemindRequest() {
  return useMutation({
    mutationFn: (id: string) => unwrap(api.requests[':id'].remind.$post({ param: { id } })),
    meta: { invalidates: REQUEST_VIEWS, success: 'Sollecito inviato al cliente', error: 'Impossibile inviare il sollecito' },
  });
}

export function useDeleteRequest() {
  return useMutation({
    mutationFn: (id: string) => unwrap(api.requests[':id'].$delete({ param: { id } })),
    meta: { invalidates: REQUEST_VIEWS, success: 'Richiesta eliminata', error: "Errore nell'eliminazione della richiesta" },
  });
}

export interface UploadItemFileInput {
  itemId: string;
  file: File;
  /** The transfer's real progress, 0 to 100. */
  onProgress?: (percent: number) => void;
}

/** POST /api/requests/items/:itemId/files (multipart): one file into the item's slot. */
export function uploadItemFile({ itemId, file, onProgress }: UploadItemFileInput) {
  // The route reads its multipart body itself (it declares no form validator): the client still sends `form`.
  const args = { param: { itemId }, form: { file } };
  return unwrap(api.requests.items[':itemId'].files.$post(args, { fetch: withUploadProgress(onProgress) }));
}

/** An item's upload; its refusals are shown beside the item, so no toast. */
export function useUploadItemFile() {
  return useMutation({ mutationFn: uploadItemFile, meta: { invalidates: REQUEST_VIEWS } });
}

export function useRemoveItemFile() {
  return useMutation({
    mutationFn: (fileId: string) => unwrap(api.requests.files[':fileId'].$delete({ param: { fileId } })),
    meta: { invalidates: REQUEST_VIEWS, success: 'File rimosso', error: 'Impossibile rimuovere il file' },
  });
}

export function useAnswerItem() {
  return useMutation({
    mutationFn: ({ itemId, answer }: { itemId: string; answer: string }) => unwrap(api.requests.items[':itemId'].answer.$put({ param: { itemId }, json: { answer } })),
    meta: { invalidates: REQUEST_VIEWS, success: 'Risposta salvata' },
  });
}

export function useAcceptItem() {
  return useMutation({
    mutationFn: ({ itemId, seen }: { itemId: string; seen: string }) => unwrap(api.requests.items[':itemId'].accept.$post({ param: { itemId }, json: { seen } })),
    meta: { invalidates: REVIEW_VIEWS, success: 'Voce accettata', error: 'Impossibile accettare la voce' },
  });
}

export function useRejectItem() {
  return useMutation({
    mutationFn: ({ itemId, seen, reason }: { itemId: string; seen: string; reason: string }) =>
      unwrap(api.requests.items[':itemId'].reject.$post({ param: { itemId }, json: { seen, reason } })),
    meta: { invalidates: REQUEST_VIEWS, success: 'Voce rimandata al cliente' },
  });
}

/** Where an item's file is read, through its access-checked route: inline for the viewer, as an attachment for downloads. */
export function requestFileUrl(fileId: string, disposition: 'inline' | 'attachment'): string {
  return `/api/requests/files/${encodeURIComponent(fileId)}?disposition=${disposition}`;
}

export function downloadRequestFile(file: { id: string; fileName: string }) {
  return downloadFile(requestFileUrl(file.id, 'attachment'), file.fileName);
}
