/**
 * Sample company documents as their issuers lay them out, one array of lines per
 * page, for makePdf: what a client's folder holds. Used by the tests of the
 * folder upload's suggestions (domain/client-suggestions.ts).
 */

/** A Companies House certificate of incorporation (England and Wales). */
export const UK_CERTIFICATE_OF_INCORPORATION = [
  [
    'CERTIFICATE OF INCORPORATION',
    'OF A PRIVATE LIMITED COMPANY',
    'Company Number 12345678',
    'The Registrar of Companies for England and Wales, hereby certifies that',
    'ACME TRADING LTD',
    'is this day incorporated under the Companies Act 2006 as a private company,',
    'that the company is limited by shares, and the situation',
    'of its registered office is in England and Wales',
    'Given at Companies House, Cardiff, on 3rd March 2024',
    'THE COMPANIES ACT 2006',
  ],
];

/** A Companies House company overview, with the registered office and the director. */
export const UK_COMPANY_OVERVIEW = [
  [
    'Companies House',
    'ACME TRADING LTD',
    'Company number 12345678',
    'Registered office address: 71-75 Shelton Street, Covent Garden, London, WC2H 9JQ',
    'Company status: Active',
    'Company type: Private limited Company',
    'Incorporated on: 3 March 2024',
    'Officers',
    'Director: SMITH, John Robert',
    'Nationality: British',
  ],
];

/** A Hong Kong Companies Registry extract (Cyber Search Centre, company particulars). */
export const HK_COMPANIES_REGISTRY_EXTRACT = [
  [
    'Companies Registry',
    'Cyber Search Centre',
    'Company Particulars Search',
    'CR No.: 2912345',
    'Company Name: ORIENT BRIDGE TRADING LIMITED',
    'Company Type: Private company limited by shares',
    'Date of Incorporation: 15-JAN-2020',
    'Active Status: Live',
    'Remarks: -',
    'Registered Office: FLAT A, 12/F, WING ON CENTRE,',
    '111 CONNAUGHT ROAD CENTRAL, SHEUNG WAN, HONG KONG',
    'Director(s): CHAN TAI MAN',
  ],
];

/** An Italian visura camerale (ordinary, of a società a responsabilità limitata). */
export const IT_VISURA_CAMERALE = [
  [
    'Camera di Commercio Industria Artigianato e Agricoltura',
    'di MILANO MONZA BRIANZA LODI',
    'Registro delle Imprese - Archivio ufficiale della CCIAA',
    'VISURA ORDINARIA SOCIETA\' DI CAPITALE',
    'ROSSI TRADING S.R.L.',
    'Sede legale: MILANO (MI) VIA ROMA 1 CAP 20121',
    'Indirizzo PEC: rossitrading@legalmail.it',
    'Numero REA: MI - 2634567',
    'Codice fiscale e n.iscr. al Registro Imprese: 12345678901',
    'Partita IVA: 12345678901',
    'Forma giuridica: societa\' a responsabilita\' limitata',
    'Data atto di costituzione: 12/05/2019',
    'Data iscrizione: 20/05/2019',
  ],
  [
    'Amministratori',
    'Amministratore Unico: MARIO ROSSI nato a MILANO (MI) il 01/01/1980',
    'Codice fiscale: RSSMRA80A01F205X',
  ],
];

/**
 * A scanned page: a picture of a document and no text layer. Valid PDF,
 * nothing for the text extraction to read.
 */
export function makeScannedPdf(): Buffer {
  const pixels = Buffer.alloc(64 * 64, 0xcc);
  const image = `<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n${pixels.toString('latin1')}\nendstream`;
  const content = 'q 495 0 0 742 50 50 cm /Im1 Do Q';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    image,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
