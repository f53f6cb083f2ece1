import type { Response } from 'express';
import { ClientGone, write } from './json-stream';

export type CsvCell = string | number | boolean | Date | null | undefined;

/**
 * Writes a CSV file (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read Arabic
 * and Urdu names right) row by row as the rows arrive: an export of any length in flat memory. As
 * with sendJsonArray, the first row is read before anything is sent (an early failure is still a
 * proper error answer), a later failure cuts the connection, and a client that leaves stops the reading.
 */
export async function sendCsv<T>(res: Response, filename: string, columns: ReadonlyArray<readonly [string, (row: T) => CsvCell]>, rows: AsyncIterable<T>): Promise<void> {
  const iterator = rows[Symbol.asyncIterator]();
  try {
    let next = await iterator.next();
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    try {
      await write(res, '\uFEFF' + csvLine(columns.map(([name]) => name)));
      while (!next.done) {
        const row = next.value;
        await write(res, csvLine(columns.map(([, cell]) => cell(row))));
        next = await iterator.next();
      }
      res.end();
    } catch (error) {
      if (!(error instanceof ClientGone)) res.req.log.error({ err: error }, 'export failed after its first row');
      res.destroy();
    }
  } finally {
    await iterator.return?.();
  }
}

export function csvLine(cells: CsvCell[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/**
 * One cell, quoted when it must be. Text that a spreadsheet would run as a formula (starting with
 * = + - @ or a tab or carriage return: a story title, a donor's name) is prefixed with an
 * apostrophe, so opening an export never executes what a user typed.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
