/** 服务分类: the categories of the hall in their order; one holding services cannot be deleted (the server says so). */
import type { AdminCategory } from '@contract/calls/apps';
import { api } from '@/services/api';
import Button from '@/ui/button';
import { AdminForm, AdminList, type Draft, type FieldDef } from '../../kit';
import { useEditor } from './catalog-shared';
import { useCatalogTranslation } from './i18n';

export default function CategoriesSection() {
  const { t } = useCatalogTranslation();
  const { editing, setEditing, reloadKey, saved } = useEditor();
  const fields: FieldDef[] = [
    { key: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: 40 },
    { key: 'name_en', label: t('common.nameEn'), kind: 'text', maxLength: 80 },
    { key: 'sort', label: t('common.sort'), kind: 'number', min: 0, max: 100000 },
  ];
  if (editing) {
    return (
      <AdminForm
        title={editing.id ? t('categories.editTitle') : t('categories.createTitle')}
        fields={fields}
        initial={editing}
        onSubmit={async (d) => {
          const sort = d.sort === undefined || d.sort === '' ? undefined : Number(d.sort);
          await api.saveAppCategory({ ...(d.id ? { id: Number(d.id), version: Number(d.version) } : {}), name: String(d.name ?? '').trim(), name_en: String(d.name_en ?? ''), sort });
          saved();
        }}
        onCancel={() => setEditing(null)}
        onReload={editing.id ? async () => ((await api.getAdminAppCategories()).find((c) => c.id === editing.id) ?? editing) as Draft : undefined}
      />
    );
  }
  return (
    <AdminList<AdminCategory>
      label={t('categories.list')}
      columns={[
        { key: 'name', title: t('common.name') },
        { key: 'name_en', title: t('common.nameEn'), desktopOnly: true },
        { key: 'sort', title: t('common.sort') },
        { key: 'apps', title: t('categories.apps') },
      ]}
      rowKey={(r) => r.id}
      reloadKey={reloadKey}
      load={async () => {
        const list = await api.getAdminAppCategories();
        return { list, total: list.length };
      }}
      pageSize={100}
      rowActions={(row) => [
        { label: t('common.edit'), onPress: () => setEditing({ ...row }) },
        {
          label: t('common.delete'),
          danger: true,
          confirm: t('common.confirmDelete', { name: row.name }),
          onPress: async () => {
            await api.deleteAppCategory({ id: row.id, version: row.version });
            saved();
          },
        },
      ]}
      toolbar={
        <Button kind="primary" size="small" testId="catalog-category-create" onClick={() => setEditing({})}>
          {t('categories.createTitle')}
        </Button>
      }
    />
  );
}
