import { downloadFile } from '@web/lib/download';

/** Saves a contract under its original name, through the access-checked route. */
export function downloadContract(contract: { id: string; fileName: string }) {
  return downloadFile(`/api/contracts/${encodeURIComponent(contract.id)}/file`, contract.fileName);
}
