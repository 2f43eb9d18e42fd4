import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { CSV_BOM, csvRow } from '@domain/csv';

type Cells = readonly (string | number | null | undefined)[];

/**
 * A list as a CSV download, written batch by batch as the database gives the rows:
 * the whole filtered list, never held in memory at once. Italian headers, cells made
 * safe against spreadsheet formulas (domain/csv.ts).
 */
export function csvDownload<T>(c: Context, fileName: string, headers: Cells, batches: AsyncIterable<T[]>, cellsOf: (row: T) => Cells) {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}.csv"`);
  c.header('Cache-Control', 'private, no-store');
  return stream(c, async (out) => {
    await out.write(CSV_BOM + csvRow(headers));
    for await (const rows of batches) await out.write(rows.map((row) => csvRow(cellsOf(row))).join(''));
  });
}
