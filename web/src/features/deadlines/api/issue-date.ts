import { useMutation } from '@tanstack/react-query';
import { formatDateIt } from '@domain/periods';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

const { deadlines, activity } = queryRoots;

export interface IssueDateInput {
  id: string;
  /** The obligation's title, for the confirmation. */
  title: string;
  /** 'YYYY-MM-DD', or null to go back to the rule's estimate. */
  issuedOn: string | null;
}

/** Records the day the authority issued a return; its due date follows. */
export function useRecordIssueDate() {
  return useMutation({
    mutationFn: ({ id, issuedOn }: IssueDateInput) => unwrap(api.deadlines[':id']['issue-date'].$put({ param: { id }, json: { issuedOn } })),
    meta: {
      invalidates: [deadlines, activity],
      success: ({ dueDate }: { dueDate: string }, { title, issuedOn }: IssueDateInput) =>
        issuedOn ? `"${title}": emessa il ${formatDateIt(issuedOn)}, scade il ${formatDateIt(dueDate)}` : `"${title}": torna la scadenza stimata, ${formatDateIt(dueDate)}`,
    },
  });
}
