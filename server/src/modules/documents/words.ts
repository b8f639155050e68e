/** How urgency, secrecy, statuses and trail actions read, in the PDFs, the review form and messages. */
import type { DocumentStatus, Secrecy, TrailAction, Urgency } from '../../../../contract/rules/documents';
import type { Lang } from '../../domain/lang';

export const URGENCY_ZH: Record<Urgency, string> = { normal: '平件', urgent: '加急', very_urgent: '特急' };
export const SECRECY_ZH: Record<Secrecy, string> = { public: '公开', internal: '内部', secret: '秘密' };

const STATUS: Record<Lang, Record<DocumentStatus, string>> = {
  zh: { draft: '草稿', reviewing: '审核中', returned: '已退回', issued: '已发文', archived: '已归档' },
  en: { draft: 'Draft', reviewing: 'In review', returned: 'Returned', issued: 'Issued', archived: 'Archived' },
};

const ACTION: Record<Lang, Record<TrailAction, string>> = {
  zh: {
    draft: '拟稿', submit: '送审', approve: '审核通过', return: '退回', edit: '修改正文', issue: '发文', notice: '发布办公公告', signFor: '签收',
    forward: '转发', read: '阅读', circulate: '传阅', opinion: '填写传阅意见', remind: '催办', archive: '归档',
  },
  en: {
    draft: 'Drafted', submit: 'Submitted', approve: 'Approved', return: 'Returned', edit: 'Corrected the body', issue: 'Issued', notice: 'Published as an office notice',
    signFor: 'Signed for', forward: 'Forwarded', read: 'Read', circulate: 'Circulated', opinion: 'Gave an opinion', remind: 'Sent reminders', archive: 'Archived',
  },
};

export const statusWord = (lang: Lang, status: DocumentStatus) => STATUS[lang][status];
export const actionWord = (lang: Lang, action: TrailAction) => ACTION[lang][action];
