/** The Smart Table's sample rows (spec part 1: a demo table with hard-coded data). */

export type DemoStatus = 'active' | 'pending' | 'inactive';

export interface DemoRecord {
  name: string;
  email: string;
  status: DemoStatus;
  country: string;
  /** EUR */
  revenue: number;
  /** 'YYYY-MM-DD' */
  date: string;
}

export const DEMO_STATUS_LABELS: Record<DemoStatus, string> = {
  active: 'Attivo',
  pending: 'In Attesa',
  inactive: 'Inattivo',
};

export const DEMO_ROWS: readonly DemoRecord[] = [
  { name: 'Marco Rossi', email: 'marco.rossi@example.com', status: 'active', country: 'Malta', revenue: 125000, date: '2024-01-15' },
  { name: 'Giulia Bianchi', email: 'giulia.bianchi@example.com', status: 'pending', country: 'Cipro', revenue: 87500.5, date: '2024-02-03' },
  { name: 'Luca Ferrari', email: 'luca.ferrari@example.com', status: 'active', country: 'Emirati Arabi Uniti', revenue: 210300, date: '2024-02-21' },
  { name: 'Sara Colombo', email: 'sara.colombo@example.com', status: 'inactive', country: 'Regno Unito', revenue: 15750.25, date: '2024-03-08' },
  { name: 'Alessandro Ricci', email: 'alessandro.ricci@example.com', status: 'active', country: 'Stati Uniti', revenue: 342000, date: '2024-03-19' },
  { name: 'Francesca Romano', email: 'francesca.romano@example.com', status: 'pending', country: 'Portogallo', revenue: 56200, date: '2024-04-02' },
  { name: 'Matteo Greco', email: 'matteo.greco@example.com', status: 'active', country: 'Hong Kong', revenue: 198450.75, date: '2024-04-17' },
  { name: 'Chiara Conti', email: 'chiara.conti@example.com', status: 'inactive', country: 'Romania', revenue: 9800, date: '2024-05-05' },
  { name: 'Davide Marino', email: 'davide.marino@example.com', status: 'active', country: 'Irlanda', revenue: 276900, date: '2024-05-23' },
  { name: 'Elena Gallo', email: 'elena.gallo@example.com', status: 'pending', country: 'Estonia', revenue: 43100, date: '2024-06-11' },
  { name: 'Lorenzo Bruno', email: 'lorenzo.bruno@example.com', status: 'active', country: 'Malta', revenue: 159999.99, date: '2024-06-28' },
  { name: 'Valentina Costa', email: 'valentina.costa@example.com', status: 'inactive', country: 'Bulgaria', revenue: 22450, date: '2024-07-14' },
];
