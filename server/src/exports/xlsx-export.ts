/**
 * A spreadsheet export written as it is sent: rows arrive in batches and go through exceljs's streaming writer
 * straight into the response, paced by the download, so neither the rows nor the workbook are ever whole in memory.
 * The first sheet holds the rows under a frozen header; the second says when the file was made and what it holds.
 * Every area's export (audit trails, a fill-in period's submissions, a report) is one of these.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { campusDateTime } from '../domain/campus-time';

export type Cell = string | number | null;

export interface XlsxColumn {
  header: string;
  /** In characters. */
  width: number;
}

/** One export, ready to write: how many rows it holds (for x-total-rows), its file name, and the writing. */
export interface XlsxExport {
  rows: number;
  fileName: string;
  write(out: Writable): Promise<void>;
}

export interface XlsxExportSpec {
  /** The file's name without the time stamp and extension. */
  name: string;
  sheet: string;
  columns: readonly XlsxColumn[];
  /** Rows the file will hold (the source's count, already capped). */
  rows: number;
  /** The rows in order, in batches; reading stops once `rows` are written. */
  batches: () => AsyncIterable<readonly (readonly Cell[])[]>;
  /** The about sheet's name and its lines (label, text), given the rows written and when the export was made. */
  about: { sheet: string; lines: (written: number, madeAt: string) => [string, string][] };
}

/** Excel keeps at most 32,767 characters in a cell; a longer text is cut with a mark. */
const CELL_MAX = 32_000;
const cell = (value: Cell): Cell => (typeof value === 'string' && value.length > CELL_MAX ? `${value.slice(0, CELL_MAX)}…` : value);

/** Waits while the response is full: the writer goes at the pace of the download. */
function drained(out: Writable): Promise<void> {
  return out.writableNeedDrain ? new Promise((resolve) => out.once('drain', () => resolve())) : Promise.resolve();
}

export function xlsxExport(spec: XlsxExportSpec): XlsxExport {
  const made = new Date();
  const stamp = campusDateTime(made).replace(/[-: ]/g, '').slice(0, 12);
  return {
    rows: spec.rows,
    fileName: `${spec.name}-${stamp}.xlsx`,
    async write(out) {
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = book.addWorksheet(spec.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = spec.columns.map((c, i) => ({ key: String(i), header: c.header, width: c.width }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      let written = 0;
      if (spec.rows > 0) {
        for await (const batch of spec.batches()) {
          for (const row of batch.slice(0, spec.rows - written)) sheet.addRow(row.map(cell)).commit();
          written += Math.min(batch.length, spec.rows - written);
          await drained(out);
          if (written >= spec.rows) break;
        }
      }
      sheet.commit();

      const about = book.addWorksheet(spec.about.sheet);
      about.columns = [{ width: 16 }, { width: 80 }];
      for (const line of spec.about.lines(written, campusDateTime(made))) about.addRow(line).commit();
      about.commit();
      await book.commit();
    },
  };
}
