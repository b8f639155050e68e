/**
 * The printed record drawn from a made-up application: texts come back out of the PDF (pdftotext, poppler-utils),
 * a table of more than 5 columns gets landscape pages and what follows it portrait ones, long cells wrap, and the
 * process diagram marks the current step.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MatterRecord } from '../../matters/record.service';
import { renderRecordPdf, type RecordPdfInput } from './record-pdf';

const dir = mkdtempSync(path.join(tmpdir(), 'record-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function poppler(tool: 'pdftotext' | 'pdfinfo', bytes: Buffer, args: string[] = []): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
}

const column = (i: number) => ({ id: `form1_9_${i}`, type: 'Input' as const, label: `第${i}列` });

const record: MatterRecord = {
  inst_id: '1024',
  app_id: 7,
  app_name: '科研设备采购申请',
  title: '张三明的科研设备采购申请',
  status: 0,
  created: '2026-11-20 09:30:00',
  finished: '',
  applicant: { uid: 'T1', name: '张三明', number: 'T0001', college: '物理学院' },
  form: {
    version: 1,
    schema: {
      form_no: 1,
      fields: [
        { id: 'form1_1', type: 'Radio', label: '采购类型', options: [{ value: 'a', label: '仪器设备' }] },
        { id: 'form1_2', type: 'MultiInput', label: '用途说明' },
        { id: 'form1_3', type: 'RepeatTable', label: '采购清单', columns: [column(1), column(2), column(3)] },
        { id: 'form1_4', type: 'RepeatTable', label: '技术参数', columns: [1, 2, 3, 4, 5, 6, 7].map(column) },
        { id: 'form1_5', type: 'Input', label: '备注' },
      ],
    },
  },
  values: {
    form1_1: 'a',
    form1_2: '用于凝聚态物理实验室的低温测量。'.repeat(12),
    form1_3: [{ form1_9_1: '示波器', form1_9_2: '2台', form1_9_3: '数字存储示波器，带宽不低于500MHz' }],
    form1_4: Array.from({ length: 30 }, (_v, i) => ({ form1_9_1: `参数${i + 1}`, form1_9_7: 'averyveryveryverylongwordwithoutanyspacesthatmustbebrokenacrosslines' })),
    form1_5: '宽表之后的字段',
  },
  stored_values: {},
  steps: [{ node_id: 'start', node_name: '发起', action: 'start', actor_uid: 'T1', actor_name: '张三明', agent_name: '', opinion: '', created: '2026-11-20 09:30:00' }],
  process_version_id: 1,
  pending_nodes: ['lab_head'],
  passed_nodes: [],
};

const input = (over: Partial<RecordPdfInput> = {}): RecordPdfInput => ({
  lang: 'zh',
  siteName: '示范大学网上办事大厅',
  record,
  outline: [
    { id: 'lab_head', kind: 'approval', name: '实验室主任审批', mode: 'sequential', approvers: { type: 'users', names: ['李四'], levels: 0 }, branches: [] },
    {
      id: 'by_amount', kind: 'condition', name: '按金额', mode: '', approvers: null,
      branches: [
        { label: '10万元以上', nodes: [{ id: 'finance', kind: 'approval', name: '财务处审批', mode: 'any', approvers: null, branches: [] }] },
        { label: '其他', nodes: [] },
      ],
    },
  ],
  receipt: { code: '7K3M-Q9XT-2B4F', url: 'https://hall.example.edu/v2/matter/verify?r=abc.def', verifyUrl: 'https://hall.example.edu/v2/matter/verify' },
  generated: '2026-11-25 10:00:00',
  ...over,
});

describe('the printed record', () => {
  it('prints wide tables on landscape pages and returns to portrait after them', async () => {
    const bytes = await renderRecordPdf(input());
    const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', bytes))?.[1]);
    const sizes = poppler('pdfinfo', bytes, ['-f', '1', '-l', String(pages)])
      .split('\n')
      .filter((l) => /^Page\s+\d+ size/.test(l))
      .map((l) => (/size:\s+([\d.]+) x ([\d.]+)/.exec(l)!.slice(1).map(Number) as [number, number]))
      .map(([w, h]) => (w > h ? 'L' : 'P'));
    // Portrait, then the 7-column table across landscape pages, then portrait again.
    expect(sizes[0]).toBe('P');
    expect(sizes).toContain('L');
    expect(sizes.join('')).toMatch(/^P+L+P+$/);
    const text = poppler('pdftotext', bytes);
    for (const shown of ['科研设备采购申请', '仪器设备', '数字存储示波器', '第7列', '参数30', '宽表之后的字段', '实验室主任审批', '10万元以上', '7K3M-Q9XT-2B4F', '办理中']) expect(text).toContain(shown);
    // The long word is broken across lines, not cut off.
    expect(text.replace(/\s+/g, '')).toContain('averyveryveryverylongwordwithoutanyspacesthatmustbebrokenacrosslines');
  });

  it('speaks English to an English reader', async () => {
    const text = poppler('pdftotext', await renderRecordPdf(input({ lang: 'en' })));
    for (const shown of ['Application no.', 'Approval history', 'Process', 'Current step', 'In progress', 'Not finished', 'Page 1 of']) expect(text).toContain(shown);
  });
});
