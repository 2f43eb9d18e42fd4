import { api, unwrap } from '@web/lib/api';

/** First step of a folder upload: the client the folder becomes (writes 'Caricamento Cartella'). */
export function createFolderClient(companyName: string) {
  return unwrap(api.clients.folder.$post({ json: { companyName } }));
}
