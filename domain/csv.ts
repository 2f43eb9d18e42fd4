/**
 * CSV for spreadsheets set to Italian: ";" between cells (the comma is the
 * decimal separator), CRLF line ends, a BOM so accents open right. Cells that
 * a spreadsheet would run as a formula get a leading apostrophe.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + '\r\n';
}
