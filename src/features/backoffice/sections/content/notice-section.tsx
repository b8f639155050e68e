/**
 * Notices and office notices (办公公告, staff only, no category): title in both languages, category, rich-text body in
 * both languages, send time, published or draft. The server sanitises the bodies; the form shows them as saved.
 */
import { useEffect, useState } from 'react';
import { noticesAdminCalls as calls, type AdminNotice, type AdminNoticeDetail } from '@contract/calls/notices';
import { api } from '@/services/api';
import { useUiSettings } from '@/stores/ui-settings';
import type { Choice, FieldDef } from '../../kit';
import { CrudSection } from './crud-section';
import { useContentTranslation } from './i18n';
import { RichTextEditor } from './rich-text-editor';

type Kind = AdminNotice['kind'];

interface NoticeDraft {
  [key: string]: unknown;
  id?: number;
  version?: number;
  /** Not a field: the save call's schema checks the draft as sent, kind included. */
  kind: Kind;
  title: string;
  title_en: string;
  category_id: string;
  content: string;
  content_en: string;
  send_time: string;
  published: boolean;
}

const toDraft = (n: AdminNoticeDetail): NoticeDraft => ({
  id: n.id,
  version: n.version,
  kind: n.kind,
  title: n.title,
  title_en: n.title_en,
  category_id: n.category_id ? String(n.category_id) : '',
  content: n.content,
  content_en: n.content_en,
  send_time: n.send_time,
  published: n.published === 1,
});

function sent(kind: Kind, d: NoticeDraft) {
  return {
    id: d.id,
    version: d.version,
    kind,
    category_id: kind === 'notice' && d.category_id ? Number(d.category_id) : undefined,
    title: d.title.trim(),
    title_en: d.title_en.trim(),
    content: d.content,
    content_en: d.content_en,
    send_time: d.send_time || undefined,
    published: d.published ? (1 as const) : (0 as const),
  };
}

function useCategoryChoices(kind: Kind): Choice[] {
  const lang = useUiSettings((s) => s.lang);
  const [choices, setChoices] = useState<Choice[]>([]);
  useEffect(() => {
    if (kind !== 'notice') return;
    void api.adminNoticeCategories({ p: 1, page_size: 100 }).then((page) => setChoices(page.list.map((c) => ({ value: String(c.id), label: lang === 'en' && c.name_en ? c.name_en : c.name }))));
  }, [kind, lang]);
  return choices;
}

const detail = (id: number) => api.adminNotice({ id });

export function NoticeSection({ kind }: { kind: Kind }) {
  const { t } = useContentTranslation();
  const categories = useCategoryChoices(kind);
  const office = kind === 'office';
  const richText = (key: 'content' | 'content_en', label: string, required: boolean, help?: string): FieldDef => ({
    key,
    label,
    kind: 'custom',
    required,
    help,
    render: (value, onChange, error) => <RichTextEditor value={typeof value === 'string' ? value : ''} label={label} invalid={!!error} onChange={onChange} />,
  });
  const fields: FieldDef[] = [
    { key: 'title', label: t('notices.title'), kind: 'text', maxLength: 200, required: true, help: office ? t('notices.officeHelp') : undefined },
    { key: 'title_en', label: t('notices.titleEn'), kind: 'text', maxLength: 200 },
    ...(office ? [] : [{ key: 'category_id', label: t('notices.category'), kind: 'select' as const, options: categories, required: true }]),
    { key: 'send_time', label: t('notices.sendTime'), kind: 'datetime', help: t('notices.sendTimeHelp') },
    { key: 'published', label: t('notices.publishedOn'), kind: 'switch' },
    richText('content', t('notices.content'), true),
    richText('content_en', t('notices.contentEn'), false, t('notices.contentEnHelp')),
  ];
  const stateName = (n: AdminNotice) => (n.published === 1 ? t('notices.publishedOn') : t('notices.draft'));

  return (
    <CrudSection<AdminNotice, NoticeDraft>
      listLabel={office ? t('notices.officeList') : t('notices.list')}
      columns={[
        { key: 'title', title: t('notices.title') },
        ...(office ? [] : [{ key: 'category_name', title: t('notices.category') }]),
        { key: 'send_time', title: t('notices.sendTime') },
        { key: 'published', title: t('notices.published'), render: stateName },
      ]}
      rowKey={(n) => n.id}
      filters={[
        { key: 'keyword', label: t('notices.keyword'), kind: 'text' },
        ...(office ? [] : [{ key: 'category_id', label: t('notices.category'), kind: 'select' as const, options: categories }]),
        { key: 'published', label: t('notices.published'), kind: 'select', options: [{ value: '1', label: t('notices.publishedOn') }, { value: '0', label: t('notices.draft') }] },
      ]}
      load={async (q) =>
        api.adminNotices({
          p: q.p,
          page_size: q.page_size,
          kind,
          keyword: q.filters.keyword || undefined,
          category_id: q.filters.category_id ? Number(q.filters.category_id) : undefined,
          published: q.filters.published === '1' ? 1 : q.filters.published === '0' ? 0 : undefined,
        })
      }
      createLabel={office ? t('notices.createOffice') : t('notices.create')}
      formTitle={(creating) => (office ? (creating ? t('notices.createOffice') : t('notices.editOffice')) : creating ? t('notices.create') : t('notices.edit'))}
      fields={fields}
      schema={calls.saveNotice.payload}
      blank={() => ({ kind, title: '', title_en: '', category_id: '', content: '', content_en: '', send_time: '', published: true })}
      toDraft={async (n) => toDraft(await detail(n.id))}
      save={(d) => api.saveNotice(sent(kind, d))}
      latest={async (d) => toDraft(await detail(d.id!))}
      remove={(n) => api.deleteNotice({ id: n.id, version: n.version })}
      removeConfirm={(n) => t('notices.confirmRemove', { title: n.title })}
      moreActions={(n, done) => [
        {
          label: n.published === 1 ? t('notices.unpublish') : t('notices.publish'),
          onPress: async () => {
            const now = toDraft(await detail(n.id));
            await api.saveNotice(sent(kind, { ...now, published: n.published !== 1 })).catch(() => undefined);
            done();
          },
        },
      ]}
    />
  );
}
