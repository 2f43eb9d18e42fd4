/**
 * Novità Fiscali: a fixed list of five regulatory items (spec part 2, sections
 * 2, 3 and 4). Not fetched: the data ships with the app.
 */

export type FiscalNewsCategory = 'Fiscale' | 'Burocratica';
export type FiscalNewsPriority = 'Alta' | 'Media' | 'Bassa';

export interface FiscalNewsItem {
  id: number;
  titolo: string;
  paese: string;
  categoria: FiscalNewsCategory;
  priorita: FiscalNewsPriority;
  /** 'YYYY-MM-DD' */
  dataPublicazione: string;
  /** 'YYYY-MM-DD' */
  dataEffettiva: string;
  status: string;
  descrizione: string;
  impatto: string;
  fonteLegislativa: string;
  link: string;
}

export const FISCAL_NEWS: readonly FiscalNewsItem[] = [
  {
    id: 1,
    titolo: 'OECD Pillar Two: imposta minima globale del 15%',
    paese: 'Internazionale',
    categoria: 'Fiscale',
    priorita: 'Alta',
    dataPublicazione: '2023-12-28',
    dataEffettiva: '2024-01-01',
    status: 'In Vigore',
    descrizione:
      'I gruppi multinazionali con ricavi consolidati di almeno 750 milioni di euro sono soggetti a un\'imposizione effettiva minima del 15% in ogni giurisdizione in cui operano, tramite l\'imposta minima integrativa (IIR), l\'imposta minima suppletiva (UTPR) e l\'imposta minima nazionale (QDMTT).',
    impatto:
      'Le strutture che sfruttano aliquote effettive inferiori al 15% perdono il vantaggio per i gruppi sopra soglia: va rivista la pianificazione di holding e società operative in giurisdizioni a bassa imposizione.',
    fonteLegislativa: 'Direttiva (UE) 2022/2523; D.Lgs. 27 dicembre 2023, n. 209',
    link: 'https://eur-lex.europa.eu/eli/dir/2022/2523/oj',
  },
  {
    id: 2,
    titolo: 'Malta: nuovo regime per le cripto-attività',
    paese: 'Malta',
    categoria: 'Burocratica',
    priorita: 'Media',
    dataPublicazione: '2024-12-20',
    dataEffettiva: '2024-12-30',
    status: 'Attivo',
    descrizione:
      'Malta allinea il Virtual Financial Assets Act al regolamento europeo MiCA: i prestatori di servizi per le cripto-attività devono ottenere l\'autorizzazione della MFSA, che vale come passaporto in tutta l\'Unione.',
    impatto:
      'Le società cripto già licenziate a Malta devono completare la transizione al regime MiCA; le nuove iniziative possono usare Malta come porta d\'accesso al mercato UE.',
    fonteLegislativa: 'Virtual Financial Assets Act (Cap. 590); Regolamento (UE) 2023/1114 (MiCA)',
    link: 'https://www.mfsa.mt/',
  },
  {
    id: 3,
    titolo: 'Cipro: requisiti di sostanza economica rafforzati',
    paese: 'Cipro',
    categoria: 'Fiscale',
    priorita: 'Alta',
    dataPublicazione: '2025-07-15',
    dataEffettiva: '2026-01-01',
    status: 'In Preparazione',
    descrizione:
      'La riforma fiscale cipriota rafforza i criteri di residenza e di sostanza economica delle società: gestione e controllo effettivi sull\'isola, amministratori residenti con poteri decisionali reali, uffici e personale adeguati all\'attività svolta.',
    impatto:
      'Le società con amministrazione solo formale a Cipro rischiano di perdere la residenza fiscale e i benefici dei trattati: occorre verificare board, personale e uffici delle strutture esistenti.',
    fonteLegislativa: 'Legge sull\'imposta sul reddito (L. 118(I)/2002) e successive modifiche',
    link: 'https://www.mof.gov.cy/',
  },
  {
    id: 4,
    titolo: 'UE DAC8: scambio automatico di informazioni sulle cripto-attività',
    paese: 'Unione Europea',
    categoria: 'Fiscale',
    priorita: 'Alta',
    dataPublicazione: '2023-10-24',
    dataEffettiva: '2026-01-01',
    status: 'In Vigore',
    descrizione:
      'I prestatori di servizi per le cripto-attività devono raccogliere e comunicare alle autorità fiscali i dati dei clienti e delle operazioni, che vengono scambiati automaticamente tra gli Stati membri secondo lo standard OCSE CARF.',
    impatto:
      'Le operazioni in cripto-attività dei clienti diventano visibili alle amministrazioni fiscali di residenza: è necessario assicurare la corretta dichiarazione di plusvalenze e detenzioni.',
    fonteLegislativa: 'Direttiva (UE) 2023/2226 del Consiglio del 17 ottobre 2023',
    link: 'https://eur-lex.europa.eu/eli/dir/2023/2226/oj',
  },
  {
    id: 5,
    titolo: 'Svizzera: revisione dello standard CRS',
    paese: 'Svizzera',
    categoria: 'Burocratica',
    priorita: 'Media',
    dataPublicazione: '2025-06-06',
    dataEffettiva: '2027-01-01',
    status: 'In Consultazione',
    descrizione:
      'La Svizzera recepisce la revisione dello standard comune di comunicazione (CRS) e introduce il quadro CARF per le cripto-attività: nuovi obblighi di due diligence e di comunicazione per banche e intermediari finanziari.',
    impatto:
      'I conti di società e persone fisiche presso intermediari svizzeri saranno soggetti a controlli più estesi sui beneficiari effettivi: conviene aggiornare per tempo la documentazione dei clienti.',
    fonteLegislativa: 'Legge federale sullo scambio automatico internazionale di informazioni a fini fiscali (LSAI)',
    link: 'https://www.sif.admin.ch/',
  },
];

/** The counters above the list: total, high priority, in force, fiscal. */
export function fiscalNewsCounters(items: readonly FiscalNewsItem[]) {
  return {
    total: items.length,
    highPriority: items.filter((i) => i.priorita === 'Alta').length,
    inForce: items.filter((i) => i.status === 'In Vigore').length,
    fiscal: items.filter((i) => i.categoria === 'Fiscale').length,
  };
}
