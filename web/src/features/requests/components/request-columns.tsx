import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import type { Column } from '@web/components/list/DataTable';
import { IconCell } from '@web/components/list/IconCell';
import type { RequestSummary } from '../api/requests';
import { DueDate, RequestProgress, RequestStatusBadge } from './RequestBadges';

/** The staff's list of requests; the title opens the request (`linkTo`: its address, the list's state kept). */
export function requestColumns({ linkTo }: { linkTo: (id: string) => string }): Column<RequestSummary>[] {
  return [
    {
      id: 'title',
      header: 'Richiesta',
      sort: 'title',
      card: 'title',
      width: 230,
      className: 'max-w-72',
      cell: (r) => (
        <IconCell icon={ClipboardList}>
          <Link to={linkTo(r.id)} className="font-medium break-words text-foreground underline-offset-4 hover:text-primary hover:underline">
            {r.title}
          </Link>
        </IconCell>
      ),
    },
    { id: 'client', header: 'Cliente', sort: 'client', card: 'subtitle', width: 170, className: 'max-w-56 truncate', cell: (r) => <span title={r.companyName}>{r.companyName}</span> },
    { id: 'dueDate', header: 'Scadenza', sort: 'dueDate', width: 150, className: 'whitespace-nowrap', cell: (r) => <DueDate dueDate={r.dueDate} overdue={r.overdue} /> },
    { id: 'progress', header: 'Avanzamento', width: 190, givesWay: { kind: 'spec' }, cell: (r) => <RequestProgress request={r} className="w-40" /> },
    { id: 'status', header: 'Stato', width: 100, cell: (r) => <RequestStatusBadge status={r.status} /> },
  ];
}
