import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PORTAL_TIME_ZONE } from './time';

export type TSheetColumn<R> = {
  header: string;
  width?: number;
  value: (row: R) => string | number | Date | null | undefined;
};

/**
 * Formula-like text (=, +, -, @ and control characters first) is prefixed with a quote so a
 * spreadsheet shows it instead of evaluating it (CSV/formula injection through user input).
 */
export function safeCell(value: string | number | Date | null | undefined): string | number | Date | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One sheet with a bold, frozen header row. */
export async function buildXlsx<R>(
  sheetName: string,
  columns: TSheetColumn<R>[],
  rows: R[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => safeCell(c.value(row))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends the workbook as a download; the name is given in both the plain and RFC 5987 forms. */
export function sendXlsx(reply: FastifyReply, fileName: string, bytes: Buffer): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(bytes);
}

/** `users-20260501-1230.xlsx`: a stamp in UTC so names sort by time. */
export const stampedName = (base: string, now = new Date()): string =>
  `${base}-${now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-')}.xlsx`;

/** Time zone of the sheet's times: the caller's (sent by the web app), else the service region's. */
export const DEFAULT_TIME_ZONE = PORTAL_TIME_ZONE;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** SPEC §9 date format y-m-d h:i:s, in the given zone. */
export function formatDateTime(value: Date | null | undefined, timeZone: string): string {
  if (!value) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(value)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Rows an export may hold: enough for any real audit, bounded so a sheet cannot exhaust memory. */
export const EXPORT_CAP = 10_000;

/** IANA zone the export's times are written in; unknown zones fall back to the service region's. */
export const ZTimeZone = z
  .string()
  .max(64)
  .optional()
  .transform((v) => (v && isTimeZone(v) ? v : DEFAULT_TIME_ZONE));
