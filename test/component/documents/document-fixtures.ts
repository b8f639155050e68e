/** Document answers as the server sends them (each checked against its call's result schema by the envelope server). */
import type { DocumentDetail, DocumentItem, NumberRule } from '@contract/calls/documents';
import type { ResultOf } from '@contract/call';
import type { Calls } from '@contract/calls';

export function item(id: number, over: Partial<DocumentItem> = {}): DocumentItem {
  return {
    id,
    title: `关于${id}号事项的通知`,
    number: `示范大学〔2026〕${id}号`,
    office_id: 3,
    office_name: '教务处',
    urgency: 'normal',
    secrecy: 'public',
    status: 'issued',
    drafter_name: '陈立华',
    updated: '2026-12-01 09:30',
    issued: '2026-12-01 10:00',
    todo: '',
    ...over,
  };
}

const NONE: DocumentDetail['can'] = { edit: false, review: false, sign_for: false, forward: false, read: false, opinion: false, circulate: false, remind: false, archive: false, delete: false };

export function detail(over: Partial<DocumentDetail> = {}, can: Partial<DocumentDetail['can']> = {}): DocumentDetail {
  return {
    ...item(21),
    body: '<p>请各单位做好期末考试安排。</p>',
    attachments: [],
    drafter_uid: 'T0001',
    created: '2026-11-30 16:00',
    year: 2026,
    countersign_offices: [{ id: 5, name: '学校办公室' }],
    signer: { uid: 'T0111', name: '郑国华', department: '校领导' },
    as_notice: 0,
    notice_id: 0,
    recipients: [{ department_id: 9, name: '计算机科学与技术学院', signed_by: '孙丽娟', signed_at: '2026-12-01 11:00', readers: 4, read: 1 }],
    readers: [{ uid: 'T0101', name: '李振华', department: '计算机科学与技术学院', via: 'forward', added_by: '孙丽娟', added_at: '2026-12-01 11:05', read_at: '', opinion: '', opinion_at: '' }],
    versions: [
      { version: 1, step: 'draft', by_name: '陈立华', at: '2026-11-30 16:00', title: '关于期末考试的通知' },
      { version: 2, step: 'signoff', by_name: '郑国华', at: '2026-12-01 10:00', title: '关于期末考试安排的通知' },
    ],
    trail: [
      { at: '2026-11-30 16:00:00', by_name: '陈立华', action: 'submit', detail: 'v1' },
      { at: '2026-12-01 10:00:00', by_name: '郑国华', action: 'issue', detail: '同意印发' },
    ],
    seal: { code: 'AB12-CD34-EF56', sealed_at: '2026-12-01 10:00', sha256: 'a'.repeat(64), key_id: 'seal-2026' },
    task_id: '',
    task_node: '',
    version: 3,
    can: { ...NONE, ...can },
    ...over,
  };
}

/** A draft of its drafter, before review: no number, no seal, no recipients signed yet. */
export function draft(over: Partial<DocumentDetail> = {}): DocumentDetail {
  return detail(
    {
      id: 30,
      title: '关于寒假安排的通知',
      number: '',
      status: 'draft',
      issued: '',
      seal: null,
      readers: [],
      versions: [],
      trail: [{ at: '2026-12-02 09:00:00', by_name: '陈立华', action: 'draft', detail: '' }],
      recipients: [{ department_id: 9, name: '计算机科学与技术学院', signed_by: '', signed_at: '', readers: 0, read: 0 }],
      ...over,
    },
    { edit: true, delete: true },
  );
}

export function setup(): ResultOf<Calls['getDispatchSetup']> {
  return {
    offices: [{ id: 3, name: '教务处' }],
    departments: [
      { id: 5, name: '学校办公室' },
      { id: 9, name: '计算机科学与技术学院' },
    ],
    signers: [{ uid: 'T0111', name: '郑国华', title: '副校长' }],
    templates: [{ id: 1, office_id: 0, office_name: '', name: '通知', title: '关于……的通知', body: '<p>各单位：</p>', urgency: 'normal', secrecy: 'public' }],
  };
}

export function rule(over: Partial<NumberRule> = {}): NumberRule {
  return { office_id: 3, office_name: '教务处', pattern: '{org}〔{year}〕{n}号', org: '示范教', mark: '示范大学教务处文件', year: 2026, issued: 11, next: '示范教〔2026〕12号', ...over };
}
