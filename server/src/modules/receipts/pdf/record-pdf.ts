/**
 * An application's record as a PDF (A4; zh, or en for an English reader): the header with the receipt, the form,
 * the approval history, the process diagram, and a foot on every page. Returns the finished bytes, so an error
 * while drawing still answers with the envelope.
 */
import type { OutlineNode } from '../../../../../contract/calls/matters';
import type { Lang } from '../../../domain/lang';
import type { MatterRecord } from '../../matters/record.service';
import { drawDiagram } from './diagram';
import { drawFields } from './fields';
import { recordFonts } from '../../../pdf/fonts';
import { drawFooters } from './footer';
import { drawHeader, type ReceiptMark } from './header';
import { drawHistory, outlineNames } from './history';
import { Writer } from '../../../pdf/writer';

export interface RecordPdfInput {
  lang: Lang;
  siteName: string;
  record: MatterRecord;
  outline: OutlineNode[];
  receipt: ReceiptMark;
  /** Campus time, YYYY-MM-DD HH:mm:ss. */
  generated: string;
}

export async function renderRecordPdf(input: RecordPdfInput): Promise<Buffer> {
  const { record: rec, lang } = input;
  const w = new Writer(lang, await recordFonts(), { title: `${rec.app_name}-${rec.inst_id}`, author: input.siteName });
  drawHeader(w, input.siteName, rec, input.receipt);
  drawFields(w, rec.form.schema, rec.values);
  drawHistory(w, rec.steps, outlineNames(input.outline));
  const current = new Set(rec.pending_nodes);
  drawDiagram(w, input.outline, {
    current,
    done: new Set(rec.passed_nodes),
    finished: rec.status === 2,
  });
  drawFooters(w, input.generated);
  return w.finish();
}
