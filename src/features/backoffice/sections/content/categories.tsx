/** Notice categories with their Chinese and English names, in display order; only an empty one can be deleted. */
import { noticesAdminCalls as calls, type AdminNoticeCategory } from '@contract/calls/notices';
import { api } from '@/services/api';
import { CrudSection } from './crud-section';
import { useContentTranslation } from './i18n';

type CategoryDraft = Pick<AdminNoticeCategory, 'name' | 'name_en' | 'sort'> & { id?: number; version?: number };

const toDraft = (c: AdminNoticeCategory): CategoryDraft => ({ id: c.id, version: c.version, name: c.name, name_en: c.name_en, sort: c.sort });

export default function CategoriesSection() {
  const { t } = useContentTranslation();
  return (
    <CrudSection<AdminNoticeCategory, CategoryDraft>
      listLabel={t('categories.list')}
      columns={[
        { key: 'name', title: t('categories.name') },
        { key: 'name_en', title: t('categories.nameEn') },
        { key: 'notices', title: t('categories.notices') },
        { key: 'sort', title: t('sort') },
      ]}
      rowKey={(c) => c.id}
      load={async (q) => api.adminNoticeCategories({ p: q.p, page_size: q.page_size })}
      createLabel={t('categories.create')}
      formTitle={(creating) => (creating ? t('categories.create') : t('categories.edit'))}
      fields={[
        { key: 'name', label: t('categories.name'), kind: 'text', maxLength: 30, required: true },
        { key: 'name_en', label: t('categories.nameEn'), kind: 'text', maxLength: 60, help: t('categories.nameEnHelp') },
        { key: 'sort', label: t('sort'), kind: 'number', min: 0, max: 9999, help: t('sortHelp') },
      ]}
      schema={calls.saveNoticeCategory.payload}
      blank={() => ({ name: '', name_en: '', sort: 0 })}
      toDraft={toDraft}
      save={(d) => api.saveNoticeCategory({ ...d, name: d.name.trim(), name_en: (d.name_en ?? '').trim(), sort: Number(d.sort ?? 0) })}
      latest={async (d) => {
        const now = (await api.adminNoticeCategories({ p: 1, page_size: 100 })).list.find((c) => c.id === d.id);
        return now ? toDraft(now) : d;
      }}
      remove={(c) => api.deleteNoticeCategory({ id: c.id, version: c.version })}
      removeConfirm={(c) => t('categories.confirmRemove', { name: c.name })}
    />
  );
}
