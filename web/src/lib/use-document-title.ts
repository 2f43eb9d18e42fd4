import { useEffect } from 'react';

/** The browser tab's title: the page's name and the app's, or the app's full name alone. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Arcadia` : 'Arcadia Gestionale';
  }, [title]);
}
