/** Header (type 1) and footer (type 2) links: name, address by the URL rule of spec §5, new tab, display order. */
import { siteContentCalls as calls, type AdminLink } from '@contract/calls/site-content';
import { checkUrl } from '@contract/rules/validation';
import { specText } from '@contract/texts';
import { api } from '@/services/api';
import { useUiSettings } from '@/stores/ui-settings';
import { CrudSection, yesNo } from './crud-section';
import { useContentTranslation } from './i18n';

type LinkDraft = Omit<AdminLink, 'id' | 'version' | 'updated_at' | 'type' | 'new_tab'> & { id?: number; version?: number; type: string; new_tab: boolean };

const toDraft = (l: AdminLink): LinkDraft => ({ id: l.id, version: l.version, name: l.name, url: l.url, type: String(l.type), new_tab: l.new_tab === 1, sort: l.sort });

export default function LinksSection() {
  const { t } = useContentTranslation();
  const lang = useUiSettings((s) => s.lang);
  const typeOptions = [
    { value: '1', label: t('links.header') },
    { value: '2', label: t('links.footer') },
  ];
  const typeName = (type: number) => (type === 2 ? t('links.footer') : t('links.header'));
  return (
    <CrudSection<AdminLink, LinkDraft>
      listLabel={t('links.list')}
      columns={[
        { key: 'name', title: t('links.name') },
        { key: 'url', title: t('links.url') },
        { key: 'type', title: t('links.type'), render: (l) => typeName(l.type) },
        { key: 'new_tab', title: t('links.newTab'), render: (l) => yesNo(l.new_tab, t) },
        { key: 'sort', title: t('sort') },
      ]}
      rowKey={(l) => l.id}
      filters={[{ key: 'type', label: t('links.type'), kind: 'select', options: typeOptions }]}
      load={async (q) => api.adminLinks({ p: q.p, page_size: q.page_size, type: q.filters.type ? Number(q.filters.type) : undefined })}
      createLabel={t('links.create')}
      formTitle={(creating) => (creating ? t('links.create') : t('links.edit'))}
      fields={[
        { key: 'name', label: t('links.name'), kind: 'text', maxLength: 50, required: true },
        { key: 'url', label: t('links.url'), kind: 'url', maxLength: 255, required: true },
        { key: 'type', label: t('links.type'), kind: 'radio', options: typeOptions, required: true },
        { key: 'new_tab', label: t('links.newTab'), kind: 'switch' },
        { key: 'sort', label: t('sort'), kind: 'number', min: 0, max: 9999, help: t('sortHelp') },
      ]}
      schema={calls.saveLink.payload}
      validate={(d): Record<string, string> => {
        const problem = checkUrl(d.url.trim());
        return problem ? { url: specText(problem, lang) } : {};
      }}
      blank={() => ({ name: '', url: 'https://', type: '1', new_tab: true, sort: 0 })}
      toDraft={toDraft}
      save={(d) => api.saveLink({ ...d, name: d.name.trim(), url: d.url.trim(), type: Number(d.type), new_tab: d.new_tab ? 1 : 0 })}
      latest={async (d) => {
        const now = (await api.adminLinks({ p: 1, page_size: 100 })).list.find((l) => l.id === d.id);
        return now ? toDraft(now) : d;
      }}
      remove={(l) => api.deleteLink({ id: l.id, version: l.version })}
      removeConfirm={(l) => t('links.confirmRemove', { name: l.name })}
    />
  );
}
