/**
 * A dispatch is reviewed as an application of the document review service (公文发文审批) on the workflow runtime, so
 * each reviewer finds it in their to-do, with its history, reminders and SLA like any application. Its process: the
 * drafter's office head checks it (核稿; skipped when the head drafted it), the heads of the countersigning offices
 * all sign (会签; skipped when none), the leader chosen signs it off (签发). Its form holds what the reviewers need to
 * find the document and who reviews: form1_4 the countersigners, form1_5 the signer, form1_6 its page.
 *
 * The service is made the first time a dispatch is submitted, once per installation (kept as a site setting), so a
 * campus never sets it up by hand; an administrator may still change its process in the designer.
 */
import type { FormSchema } from '../../../../contract/forms/schema';
import { inLanguage } from '../../../../contract/rules/bilingual';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import type { Lang } from '../../domain/lang';
import * as apps from '../apps/apps.service';
import { publishForm } from '../forms/forms.service';
import { publishProcess } from '../processes/processes.service';
import * as site from '../site/site.service';
import { lockReviewServiceSetup } from './documents.queries';

const SETTING = 'documents.review_app';

/** The steps of the review: the node ids of its process, and the version step a reviewer's change is kept as. */
export const REVIEW_STEPS = { review: 'review', countersign: 'countersign', signoff: 'signoff' } as const;

export const reviewForm: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '公文标题', label_en: 'Title', required: true, max_length: 200 },
    { id: 'form1_2', type: 'Input', label: '发文部门', label_en: 'Issuing office', required: true, max_length: 100 },
    { id: 'form1_3', type: 'Input', label: '缓急 / 密级', label_en: 'Urgency / secrecy', max_length: 40 },
    { id: 'form1_4', type: 'User', label: '会签人', label_en: 'Countersigners', multiple: true },
    { id: 'form1_5', type: 'User', label: '签发人', label_en: 'Signed off by', required: true },
    { id: 'form1_6', type: 'Input', label: '公文页面', label_en: 'Document page', max_length: 200 },
  ],
};

export const reviewProcess: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: REVIEW_STEPS.review, name: '核稿', name_en: 'Office head check', approvers: { type: 'department_head', levels: 1 }, mode: 'any', sla_hours: 24 },
    { kind: 'approval', id: REVIEW_STEPS.countersign, name: '会签', name_en: 'Countersign', approvers: { type: 'form_user', field: 'form1_4' }, mode: 'all', sla_hours: 48 },
    { kind: 'approval', id: REVIEW_STEPS.signoff, name: '签发', name_en: 'Sign-off', approvers: { type: 'form_user', field: 'form1_5' }, mode: 'any', sla_hours: 24 },
  ],
};

/** The review service's id, made (with its form and process) the first time it is needed. */
export async function reviewServiceId(db: DbOrTx): Promise<number> {
  const known = await site.readSetting<number>(db, SETTING);
  if (known) return known;
  return inTransaction(db, async (tx) => {
    await lockReviewServiceSetup(tx);
    const again = await site.readSetting<number>(tx, SETTING);
    if (again) return again;
    const id = await apps.addReviewService(tx, {
      name: '公文发文审批',
      name_en: 'Official document review',
      description: '发文的核稿、会签与签发。由公文协同的发文管理送审，请勿在办事大厅直接发起。',
      description_en: 'Office head check, countersign and sign-off of dispatches, submitted from dispatch management.',
      department_id: null,
      audiences: ['teacher'],
    });
    await publishForm(tx, id, reviewForm);
    await publishProcess(tx, id, reviewProcess);
    await site.writeSetting(tx, SETTING, id);
    return id;
  });
}

/** A review step's name in the reader's language; a step an administrator added keeps the name it was opened with. */
export function stepName(nodeId: string, openedAs: string, lang: Lang): string {
  const node = reviewProcess.nodes.find((n) => n.id === nodeId);
  return node && node.kind === 'approval' ? inLanguage(node.name, node.name_en, lang) : openedAs;
}

/** The review service's id if it was made, without making it. */
export async function knownReviewServiceId(db: DbOrTx): Promise<number | null> {
  return site.readSetting<number>(db, SETTING);
}
