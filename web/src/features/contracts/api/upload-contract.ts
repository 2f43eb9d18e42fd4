import { uploadWithProgress } from '@web/lib/api';
import type { ContractItem } from './list-contracts';

/** POST /api/contracts (multipart) with the real transfer progress. */
export function uploadContract(input: { title: string; description: string; file: File }, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('title', input.title);
  if (input.description.trim()) form.append('description', input.description.trim());
  form.append('file', input.file, input.file.name);
  return uploadWithProgress<ContractItem>('/api/contracts', form, onProgress);
}
