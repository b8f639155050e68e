/**
 * The feedback inbox (admin:inbox): everyone's feedback, newest first, filtered by answered or not, kind and keyword;
 * one opened shows all it says with its attachments (opened through the files area, which lets administrators read
 * feedback's files) and takes a reply. A reply saved by someone else meanwhile answers 409; the draft stays.
 */
import { useEffect, useState } from 'react';
import type { FeedbackForAdmin, FeedbackType } from '@contract/calls/feedback';
import { FEEDBACK_REPLY_MAX_LENGTH } from '@contract/calls/feedback';
import { ErrorCode } from '@contract/envelope';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import { fileAddress } from '@/services/download';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import UserText from '@/ui/user-text';
import { AdminForm, AdminList, type ListQuery } from '../../kit';
import { useInboxTranslation } from './i18n';
import './inbox.scss';

/** Runs a save whose conflict (e = 409) the form shows; any other refusal is said in a toast. */
async function saveQuietly(save: () => Promise<unknown>): Promise<void> {
  try {
    await save();
  } catch (error) {
    if (!(error instanceof RequestError) || error.e !== ErrorCode.CONFLICT) showToast({ content: error instanceof Error ? error.message : String(error), kind: 'error' });
    throw error;
  }
}

type ReplyDraft = { feedback_id: number; reply: string; version: number };

function FeedbackDetail({ item, onDone }: { item: FeedbackForAdmin; onDone: (saved: boolean) => void }) {
  const { t } = useInboxTranslation();
  const [current, setCurrent] = useState(item);
  const latest = async () => {
    const found = (await api.getFeedbackList({ feedback_id: current.id })).list[0] ?? current;
    setCurrent(found);
    return { feedback_id: found.id, reply: found.reply, version: found.version };
  };
  return (
    <div className="ch-inbox-detail" data-testid="feedback-detail">
      <Button size="small" kind="text" testId="feedback-back" onClick={() => onDone(false)}>
        {`← ${t('feedback.back')}`}
      </Button>
      <h2 className="ch-inbox-detail__title">{t('feedback.detail')}</h2>
      <dl className="ch-inbox-detail__fields">
        <dt>{t('feedback.type')}</dt>
        <dd>
          <UserText text={current.type_name} />
        </dd>
        {current.app_name || current.title ? (
          <>
            <dt>{t('feedback.about')}</dt>
            <dd>
              <UserText text={current.app_name || current.title} />
            </dd>
          </>
        ) : null}
        <dt>{t('feedback.content')}</dt>
        <dd className="ch-inbox-detail__content">
          <UserText text={current.content} testId="feedback-detail-content" />
        </dd>
        <dt>{t('feedback.submitter')}</dt>
        <dd>
          <UserText text={`${current.submitter_name} (${current.submitter_uid})`} />
        </dd>
        {current.contact ? (
          <>
            <dt>{t('feedback.contact')}</dt>
            <dd>
              <UserText text={current.contact} />
            </dd>
          </>
        ) : null}
        <dt>{t('feedback.created')}</dt>
        <dd>{current.created}</dd>
        <dt>{t('feedback.attachments')}</dt>
        <dd>
          {current.image.length === 0 ? (
            t('feedback.noAttachments')
          ) : (
            <ul className="ch-inbox-files">
              {current.image.map((f) => (
                <li key={f.id}>
                  <a href={fileAddress({ file_id: f.id })} target="_blank" rel="noopener noreferrer" aria-label={t('feedback.openAttachment', { name: f.name })}>
                    {f.thumb_url ? <img src={`${API_BASE}${f.thumb_url}`} alt="" className="ch-inbox-files__thumb" /> : null}
                    <UserText text={f.name} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </dd>
        {current.reply ? (
          <>
            <dt>{t('feedback.status')}</dt>
            <dd>
              <UserText text={t('feedback.replied', { name: current.replier_name, time: current.replied })} />
            </dd>
          </>
        ) : null}
      </dl>
      <AdminForm<ReplyDraft>
        key={current.version}
        title={t('feedback.replyTitle')}
        fields={[{ key: 'reply', label: t('feedback.reply'), kind: 'textarea', required: true, maxLength: FEEDBACK_REPLY_MAX_LENGTH }]}
        initial={{ feedback_id: current.id, reply: current.reply, version: current.version }}
        validate={(d): Record<string, string> => (d.reply.trim() === '' ? { reply: t('feedback.replyRequired') } : {})}
        onSubmit={async (d) => {
          await saveQuietly(() => api.replyFeedback({ feedback_id: d.feedback_id, reply: d.reply.trim(), version: d.version }, { quiet: true }));
          onDone(true);
        }}
        onCancel={() => onDone(false)}
        onReload={latest}
      />
    </div>
  );
}

export default function FeedbackInbox() {
  const { t } = useInboxTranslation();
  const [types, setTypes] = useState<FeedbackType[]>([]);
  const [open, setOpen] = useState<FeedbackForAdmin | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    void api.sfeedbacktypelist({}, { quiet: true }).then(setTypes, () => undefined);
  }, []);

  const load = ({ p, page_size, filters }: ListQuery) =>
    api.getFeedbackList({
      p,
      page_size,
      answered: filters.answered === undefined ? undefined : filters.answered === '1' ? 1 : 0,
      type: filters.type ? Number(filters.type) : undefined,
      keyword: filters.keyword,
    });

  return (
    <div className="ch-inbox">
      {open ? (
        <FeedbackDetail
          item={open}
          onDone={(saved) => {
            setOpen(null);
            if (saved) setReloadKey((k) => k + 1);
          }}
        />
      ) : null}
      <div hidden={open !== null}>
        <AdminList<FeedbackForAdmin>
          label={t('feedback.label')}
          rowKey={(r) => r.id}
          load={load}
          reloadKey={reloadKey}
          emptyText={t('feedback.empty')}
          filters={[
            { key: 'answered', label: t('feedback.status'), kind: 'select', options: [{ value: '0', label: t('feedback.unanswered') }, { value: '1', label: t('feedback.answered') }] },
            { key: 'type', label: t('feedback.type'), kind: 'select', options: types.map((ty) => ({ value: String(ty.type), label: ty.name })) },
            { key: 'keyword', label: t('feedback.keyword'), kind: 'text' },
          ]}
          columns={[
            { key: 'created', title: t('feedback.created'), render: (r) => r.created.slice(0, 16) },
            { key: 'type_name', title: t('feedback.type'), render: (r) => <UserText text={r.type_name} /> },
            { key: 'content', title: t('feedback.content'), render: (r) => <UserText className="ch-inbox-clip" text={r.title ? `${r.title}：${r.content}` : r.content} /> },
            { key: 'submitter', title: t('feedback.submitter'), render: (r) => <UserText text={r.submitter_name || r.submitter_uid} /> },
            {
              key: 'status',
              title: t('feedback.status'),
              render: (r) => <span className={r.reply ? 'ch-inbox-tag ch-inbox-tag--done' : 'ch-inbox-tag'}>{r.reply ? t('feedback.answered') : t('feedback.unanswered')}</span>,
            },
          ]}
          rowActions={() => [{ label: t('feedback.open'), onPress: (row) => setOpen(row) }]}
        />
      </div>
    </div>
  );
}
