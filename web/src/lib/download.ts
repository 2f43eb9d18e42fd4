import { apiErrorOf } from './api-error';
import { saveBlob } from './save-file';

/**
 * Saves a file the server answers under its name (the server's Content-Disposition, else
 * `fallbackName`), through the access-checked route; `init` for a request other than a GET.
 * Resolves to the name it was saved under.
 */
export async function downloadFile(url: string, fallbackName: string, init?: Pick<RequestInit, 'method' | 'body' | 'headers'>): Promise<string> {
  const res = await fetch(url, { ...init, credentials: 'same-origin' });
  if (!res.ok) throw await apiErrorOf(res);
  const fileName = fileNameOf(res.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await res.blob(), fileName);
  return fileName;
}

/** The name in a Content-Disposition header (filename* first). */
function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}
