/**
 * The anti-money-laundering rules as versioned data (decision 121). An assessment
 * names the ruleset it was computed with, so an old file is read with the rules
 * of its day. Every value says where it was read, or that it is the firm's own
 * editable policy: where the official text was not found, no legal source is claimed.
 *
 * `cndcec-2025`: CNDCEC technical rules approved by Deliberazione n. 9 of 16
 * January 2025 (read on studiopizzano.it/anticiclaggio-ladeguata-verifica-della-clientela-del-commercialista),
 * binding on members under art. 11 c. 2 D.Lgs. 231/2007. The EU AML Regulation
 * 2024/1624 is due to apply from 10 July 2027: a ruleset for it gets added here
 * then; until it exists, dates from that day have no ruleset and are refused
 * rather than assessed under rules that may no longer hold.
 */
import { dec, type Dec } from './decimal';

/** 'official': the authority's own text; 'secondary': a commentary quoting it; 'firm-policy': the firm's choice, editable. */
export type SourceKind = 'official' | 'secondary' | 'firm-policy';

export interface Source {
  kind: SourceKind;
  /** Article and paragraph, and the page it was read on. */
  text: string;
}

export const SIGNIFICANCES = ['non-significativo', 'poco-significativo', 'abbastanza-significativo', 'molto-significativo'] as const;
export type Significance = (typeof SIGNIFICANCES)[number];

export const SIGNIFICANCE_LABELS: Readonly<Record<Significance, string>> = {
  'non-significativo': 'Non significativo',
  'poco-significativo': 'Poco significativo',
  'abbastanza-significativo': 'Abbastanza significativo',
  'molto-significativo': 'Molto significativo',
};

export const DUE_DILIGENCE_LEVELS = ['semplificata', 'ordinaria', 'rafforzata'] as const;
export type DueDiligence = (typeof DUE_DILIGENCE_LEVELS)[number];

export const DUE_DILIGENCE_LABELS: Readonly<Record<DueDiligence, string>> = { semplificata: 'Semplificata', ordinaria: 'Ordinaria', rafforzata: 'Rafforzata' };

export interface Factor {
  id: string;
  /** The Italian label staff score (1–4). */
  label: string;
}

/** A band starts at `from` (included) and runs to the next band's start (excluded); the last runs to 4. */
export interface Band {
  from: Dec;
  significance: Significance;
}

export interface ServiceGrade {
  id: string;
  label: string;
  /** Inherent risk of the service, 1–4. */
  inherent: number;
}

export interface AmlRuleset {
  id: string;
  title: string;
  /** First and last day ('YYYY-MM-DD') an assessment may be computed with it; null: open. */
  validFrom: string;
  validTo: string | null;
  /** RT2 specific risk: Table A (the client) and Table B (the service). */
  clientFactors: { tableA: readonly Factor[]; tableB: readonly Factor[]; source: Source };
  /** How the factor scores make the specific risk; `decimals` is where a mean with a remainder is rounded (half up). */
  specificRisk: { method: 'mean-of-all-factors'; decimals: number; source: Source };
  /** Effective risk = inherent × inherentPercent% + specific × specificPercent%. */
  effectiveRisk: { inherentPercent: number; specificPercent: number; source: Source };
  /** The firm's catalogue of services with their inherent grade. */
  services: { grades: readonly ServiceGrade[]; source: Source; exempt: readonly { id: string; label: string }[]; exemptSource: Source };
  /** The scale a score is classed on. */
  scale: { bands: readonly Band[]; source: Source };
  /** The due diligence each class of effective risk calls for. */
  levels: { bySignificance: Readonly<Record<Significance, DueDiligence>>; source: Source };
  /** Months until the next review, by level. */
  review: { months: Readonly<Record<DueDiligence, number>>; source: Source };
  /** A PEP stays one until a year after leaving office. */
  pep: { monthsAfterOffice: number; source: Source };
  /** Enhanced due diligence whatever the score when a high-risk third country is involved. */
  highRiskCountries: { eu: readonly string[]; euAsOf: string; euSource: Source; firmAdded: readonly string[]; firmSource: Source };
  /** RT1: the firm's own self-assessment. */
  selfAssessment: {
    inherentFactors: readonly Factor[];
    vulnerabilityFactors: readonly Factor[];
    inherentPercent: number;
    vulnerabilityPercent: number;
    source: Source;
  };
  /** Years the file is kept after the end of the professional service. */
  retention: { years: number; source: Source };
}

const RT_2025 = 'CNDCEC, Regole tecniche antiriciclaggio approvate con Deliberazione n. 9 del 16 gennaio 2025';

export const CNDCEC_2025: AmlRuleset = {
  id: 'cndcec-2025',
  title: 'D.Lgs. 231/2007 e Regole tecniche CNDCEC del 16 gennaio 2025',
  validFrom: '2025-01-16',
  validTo: '2027-07-09',
  clientFactors: {
    tableA: [
      { id: 'A1', label: 'Natura giuridica' },
      { id: 'A2', label: 'Prevalente attività svolta' },
      { id: 'A3', label: "Comportamento tenuto al momento del conferimento dell'incarico" },
      { id: 'A4', label: 'Area geografica di residenza del cliente' },
    ],
    tableB: [
      { id: 'B1', label: 'Tipologia della prestazione' },
      { id: 'B2', label: 'Modalità di svolgimento della prestazione' },
      { id: 'B3', label: 'Ammontare' },
      { id: 'B4', label: 'Frequenza e durata' },
      { id: 'B5', label: 'Ragionevolezza' },
      { id: 'B6', label: 'Area geografica di destinazione' },
    ],
    source: {
      kind: 'secondary',
      text: `${RT_2025}, Regola tecnica n. 2, rischio specifico, Tabelle A e B: the factors as listed on eutekne.info/Sezioni/Art_836700 (the client: natura giuridica, prevalente attività, comportamento, area geografica di residenza; the service: tipologia, modalità di svolgimento, ammontare, frequenza, ragionevolezza, area geografica di destinazione). The 2025 text itself was not read: check B2 is still in it.`,
    },
  },
  specificRisk: {
    method: 'mean-of-all-factors',
    decimals: 2,
    source: {
      kind: 'firm-policy',
      text: 'The arithmetic mean of all the Table A and B scores, rounded half up to two decimals when it has a remainder. Not found in the text read: the mean is what the self-assessment uses for its factors (ntplusfisco.ilsole24ore.com/art/ABzTJOfB); whether RT2 means A and B together or each table first is to be checked.',
    },
  },
  effectiveRisk: {
    inherentPercent: 30,
    specificPercent: 70,
    source: {
      kind: 'firm-policy',
      text: 'Rischio effettivo = 30% rischio inerente + 70% rischio specifico. That RT2 combines the two is read on fiscal-focus.it (Regola tecnica n. 2, 2019); the 30/70 weights were not found in the pages read and stand as the firm’s setting until checked against the RT2 text.',
    },
  },
  services: {
    grades: [
      { id: 'costituzione-societa', label: 'Costituzione di società, enti, trust o strutture analoghe', inherent: 3 },
      { id: 'consulenza-fiscale', label: 'Assistenza e consulenza in materia tributaria', inherent: 2 },
    ],
    source: {
      kind: 'firm-policy',
      text: 'The firm’s catalogue. RT2 classes services by inherent risk (its table of services: vptl.it/2019/02/11, which places company formation among the “abbastanza o molto significativo” services); the grades here are the firm’s and are to be aligned with the RT2 2025 table when read.',
    },
    exempt: [{ id: 'trasmissione-dichiarazioni', label: 'Mera predisposizione e trasmissione di dichiarazioni' }],
    exemptSource: {
      kind: 'firm-policy',
      text: 'The CNDCEC rules leave out of due diligence the services with no transaction or relationship of money (the mere filing of returns is the example the brief gives); the RT text listing them was not read. An engagement for one of these is recorded without a file to complete.',
    },
  },
  scale: {
    bands: [
      { from: dec('1'), significance: 'non-significativo' },
      { from: dec('1.6'), significance: 'poco-significativo' },
      { from: dec('2.6'), significance: 'abbastanza-significativo' },
      { from: dec('3.6'), significance: 'molto-significativo' },
    ],
    source: {
      kind: 'secondary',
      text: `${RT_2025}, Regola tecnica n. 1: da 1 a < 1,6 non significativo; da 1,6 a < 2,6 poco significativo; da 2,6 a < 3,6 abbastanza significativo; da 3,6 a 4 molto significativo (eutekne.info/Sezioni/Art_1077143, 17/11/2025; serviziamministrativi.ddp.it, 11/2025). Read for the self-assessment; applied to the effective risk as the firm’s choice, RT2’s own bands not having been found.`,
    },
  },
  levels: {
    bySignificance: {
      'non-significativo': 'semplificata',
      'poco-significativo': 'ordinaria',
      'abbastanza-significativo': 'ordinaria',
      'molto-significativo': 'rafforzata',
    },
    source: { kind: 'firm-policy', text: 'The firm’s mapping of classes to measures; the RT2 table linking them was not found in the pages read.' },
  },
  review: {
    months: { semplificata: 36, ordinaria: 24, rafforzata: 12 },
    source: { kind: 'firm-policy', text: 'The firm’s review intervals; no legal interval was found in the pages read.' },
  },
  pep: {
    monthsAfterOffice: 12,
    source: {
      kind: 'secondary',
      text: 'Art. 1 c. 2 lett. dd) D.Lgs. 231/2007: persons who hold, or left less than a year ago, prominent public functions, their family members and close associates (quoted on eutekne.info/Sezioni/Art_723927, which also treats a PEP client or owner as a case of enhanced due diligence). Art. 24 c. 5 itself not read.',
    },
  },
  highRiskCountries: {
    eu: ['AF', 'BB', 'BF', 'CM', 'CD', 'GI', 'HT', 'JM', 'ML', 'MZ', 'MM', 'NG', 'PA', 'PH', 'SN', 'ZA', 'SS', 'SY', 'TZ', 'TT', 'UG', 'AE', 'VU', 'VN', 'YE'],
    euAsOf: '2024-02-07',
    euSource: {
      kind: 'secondary',
      text: 'Delegated Regulation (EU) 2016/1675, annex section I, as amended by Delegated Regulation (EU) 2024/163 (in force 7/2/2024): the 25 countries listed on andreasdolezal.at/drittlaender-mit-hohem-risiko-kaimaninseln-und-jordanien-gestrichen. Enhanced measures for every relationship involving them since D.Lgs. 125/2019 (vptl.it/2019/12/02). Check the annex on EUR-Lex before use: a 2025 amendment was announced.',
    },
    firmAdded: ['KP', 'IR', 'DZ', 'AO', 'CI', 'KE', 'LA', 'LB', 'MC', 'NA', 'NP', 'VE'],
    firmSource: {
      kind: 'firm-policy',
      text: 'Treated as high risk by the firm until the annex is read: North Korea and Iran (the annex’s other sections, not read here) and the ten countries the Commission proposed in 2025 to add (hilfssheriff.de/eu-plant-anpassung-der-risikolaenderliste, “noch nicht final”).',
    },
  },
  selfAssessment: {
    inherentFactors: [
      { id: 'clientela', label: 'Tipologia di clientela' },
      { id: 'area-geografica', label: 'Area geografica di operatività' },
      { id: 'canali', label: 'Canali distributivi' },
      { id: 'servizi', label: 'Servizi offerti' },
    ],
    vulnerabilityFactors: [
      { id: 'formazione', label: 'Formazione' },
      { id: 'adeguata-verifica', label: 'Organizzazione degli adempimenti di adeguata verifica della clientela' },
      { id: 'conservazione', label: 'Organizzazione degli adempimenti di conservazione' },
      { id: 'segnalazioni', label: "Segnalazione di operazioni sospette e comunicazione delle violazioni alle norme sull'uso del contante" },
    ],
    inherentPercent: 40,
    vulnerabilityPercent: 60,
    source: {
      kind: 'secondary',
      text: `${RT_2025}, Regola tecnica n. 1: factors scored 1–4; rischio residuo = media ponderata, rischio inerente 40%, vulnerabilità 60% (eutekne.info/Sezioni/Art_1077143). Each of the two is the arithmetic mean of its factors (ntplusfisco.ilsole24ore.com/art/ABzTJOfB, for the inherent risk; the same assumed for the vulnerability).`,
    },
  },
  retention: {
    years: 10,
    source: {
      kind: 'secondary',
      text: 'Artt. 31-32 D.Lgs. 231/2007: ten years from the end of the professional service (as summarised on gdpramico.it/2020/01/02/quali-documenti-conservare-e-in-che-modo; the article’s text not read).',
    },
  },
};

export const AML_RULESETS: readonly AmlRuleset[] = [CNDCEC_2025];

/** The ruleset with this id, or undefined. */
export function amlRuleset(id: string): AmlRuleset | undefined {
  return AML_RULESETS.find((ruleset) => ruleset.id === id);
}

/** The ruleset in force on `day` ('YYYY-MM-DD'); throws when none is, so nothing is assessed under rules of another day. */
export function amlRulesetOn(day: string): AmlRuleset {
  const found = AML_RULESETS.find((ruleset) => ruleset.validFrom <= day && (ruleset.validTo === null || day <= ruleset.validTo));
  if (!found) throw new Error(`Nessuna regola antiriciclaggio in vigore il ${day}`);
  return found;
}

/** The class of a score on the ruleset's scale. */
export function significanceOf(ruleset: AmlRuleset, score: Dec): Significance {
  let found: Significance | null = null;
  for (const band of ruleset.scale.bands) if (score >= band.from) found = band.significance;
  if (found === null) throw new Error('A score below the scale');
  return found;
}
