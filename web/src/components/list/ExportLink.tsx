import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { listQueryParams } from './use-list-state';

/**
 * Downloads the list as it is filtered, every matching row: the browser saves the
 * server's stream straight to disk, however long the list.
 */
export function ExportLink({ href, label = 'Esporta CSV' }: { href: string; label?: string }) {
  return (
    <Button variant="outline" asChild>
      <a href={href} download>
        <Download />
        {label}
      </a>
    </Button>
  );
}

/** The export address of a list: its filters, search and sort, without the page. */
export function exportHref(path: string, query: Record<string, string | number | undefined>): string {
  const { page: _page, pageSize: _pageSize, ...rest } = listQueryParams(query);
  const search = new URLSearchParams(rest).toString();
  return search ? `${path}?${search}` : path;
}
