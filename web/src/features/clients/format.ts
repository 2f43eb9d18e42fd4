import { format, parseISO } from 'date-fns';

/** 'YYYY-MM-DD' -> 'dd/mm/yyyy'; '' when there is no date. */
export function formatDateIt(iso: string | null | undefined): string {
  return iso ? format(parseISO(iso), 'dd/MM/yyyy') : '';
}

export const numberIt = new Intl.NumberFormat('it-IT');

/** How a client without a company name is called. */
export const NAMELESS_CLIENT = 'Cliente senza nome';
