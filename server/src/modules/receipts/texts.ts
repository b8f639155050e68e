/**
 * What the printed record and the receipt check say, in Chinese and English (server/src/domain/lang.ts: the request's
 * Accept-Language decides). Statuses and step actions read as the matter pages word them (contract/matter-words.ts).
 */
import { matterWords, statusWordKey } from '../../../../contract/matter-words';
import type { Lang } from '../../domain/lang';

const zh = {
  ...matterWords.zh,
  record: '办事记录',
  number: '申请编号',
  applicant: '申请人',
  applicantNumber: '学号/工号',
  college: '所在单位',
  created: '提交时间',
  finished: '办结时间',
  status: '当前状态',
  notFinished: '未办结',
  form: '申请内容',
  noFields: '（无可显示的内容）',
  history: '审批记录',
  historyNode: '环节',
  historyActor: '处理人',
  historyAction: '操作',
  historyOpinion: '意见',
  historyTime: '时间',
  system: '系统',
  process: '办理流程',
  processStart: '发起申请',
  processEnd: '办结',
  processHere: '当前环节',
  processDone: '已完成',
  processNoOutline: '（该服务没有审批流程）',
  condition: '条件分支',
  parallel: '并行审批',
  receipt: '电子回执',
  receiptCode: '校验码',
  receiptHint: '扫码或访问 {url} 输入校验码核验',
  page: '第 {page} / {pages} 页',
  generated: '生成时间 {time}',
  empty: '—',
  continued: '（续）',
  reasonTampered: '回执签名无效，内容可能被篡改',
  reasonUnknown: '未找到该回执',
};

export type ReceiptTextKey = keyof typeof zh;

const en: Record<ReceiptTextKey, string> = {
  ...matterWords.en,
  record: 'Application record',
  number: 'Application no.',
  applicant: 'Applicant',
  applicantNumber: 'Student/staff no.',
  college: 'Department',
  created: 'Submitted',
  finished: 'Finished',
  status: 'Status',
  notFinished: 'Not finished',
  form: 'Application',
  noFields: '(nothing to show)',
  history: 'Approval history',
  historyNode: 'Step',
  historyActor: 'By',
  historyAction: 'Action',
  historyOpinion: 'Opinion',
  historyTime: 'Time',
  system: 'System',
  process: 'Process',
  processStart: 'Application submitted',
  processEnd: 'Finished',
  processHere: 'Current step',
  processDone: 'Done',
  processNoOutline: '(this service has no approval process)',
  condition: 'Conditional branches',
  parallel: 'Parallel approval',
  receipt: 'Electronic receipt',
  receiptCode: 'Check code',
  receiptHint: 'Scan the code, or visit {url} and enter the check code',
  page: 'Page {page} of {pages}',
  generated: 'Generated {time}',
  empty: '—',
  continued: '(continued)',
  reasonTampered: 'The receipt’s signature is not valid: its content may have been altered',
  reasonUnknown: 'No receipt with this code was found',
};

const texts: Record<Lang, Record<ReceiptTextKey, string>> = { zh, en };

/** A text with its {placeholders} filled. */
export function say(lang: Lang, key: ReceiptTextKey, values: Record<string, string | number> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** An instance status in words (spec §4). */
export function statusText(lang: Lang, status: number): string {
  return say(lang, statusWordKey(status));
}

/** A history step's action in words; an action this list does not know reads as itself. */
export function actionText(lang: Lang, action: string): string {
  const key = `action_${action}`;
  return key in zh ? say(lang, key as ReceiptTextKey) : action;
}
