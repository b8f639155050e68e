/**
 * 部门应用组: the folders of services each department offers (is_folder), with their HTML detail (sanitised by the
 * server when saved) and the services inside; publish, unpublish and delete (an empty folder only) as for services.
 */
import type { AdminApp } from '@contract/calls/apps';
import { api } from '@/services/api';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import { AdminForm, AdminList, type Column, type Draft, type FieldDef } from '../../kit';
import { asChoices, groupHeading, idOf, useCatalogChoices, useEditor } from './catalog-shared';
import { useCatalogTranslation } from './i18n';
import './catalog.scss';

const draftOf = (folder?: AdminApp): Draft =>
  folder
    ? {
        ...folder,
        category_id: folder.category_id ? String(folder.category_id) : '',
        department_id: folder.department_id ? String(folder.department_id) : '',
        app_ids: folder.apps.map((a) => String(a.id)),
      }
    : { audiences: ['student', 'teacher', 'visitor'], app_ids: [] };

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export default function FoldersSection() {
  const { t } = useCatalogTranslation();
  const { editing, setEditing, reloadKey, reload, saved } = useEditor();
  const choices = useCatalogChoices(reloadKey);

  const fields: FieldDef[] = [
    groupHeading('basic', t('services.groups.basic')),
    { key: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: 60 },
    { key: 'department_id', label: t('services.department'), kind: 'select', options: asChoices(choices.departments) },
    { key: 'category_id', label: t('services.category'), kind: 'select', options: asChoices(choices.categories) },
    {
      key: 'audiences',
      label: t('services.audiences'),
      kind: 'multi',
      required: true,
      options: (['student', 'teacher', 'visitor'] as const).map((a) => ({ value: a, label: t(`services.audience.${a}`) })),
    },
    { key: 'logo_url', label: t('services.logo'), kind: 'image', category: 'public' },
    { key: 'folder_desc', label: t('folders.desc'), kind: 'textarea', maxLength: 20000, help: t('folders.descHelp') },
    { key: 'app_ids', label: t('folders.members'), kind: 'multi', options: asChoices(choices.services) },
    groupHeading('english', t('services.groups.english')),
    { key: 'name_en', label: t('common.nameEn'), kind: 'text', maxLength: 120 },
    { key: 'folder_desc_en', label: t('folders.descEn'), kind: 'textarea', maxLength: 40000 },
  ];

  if (editing) {
    return (
      <AdminForm
        title={editing.id ? t('folders.editTitle') : t('folders.createTitle')}
        fields={fields}
        initial={editing}
        onSubmit={async (d) => {
          await api.saveAppFolder({
            ...(d.id ? { id: Number(d.id), version: Number(d.version) } : {}),
            name: text(d.name).trim(),
            name_en: text(d.name_en),
            logo_url: text(d.logo_url),
            audiences: (d.audiences as ('student' | 'teacher' | 'visitor')[]) ?? [],
            category_id: idOf(d.category_id),
            department_id: idOf(d.department_id),
            folder_desc: text(d.folder_desc),
            folder_desc_en: text(d.folder_desc_en),
            app_ids: ((d.app_ids as string[]) ?? []).map(Number),
          });
          saved();
        }}
        onCancel={() => setEditing(null)}
        onReload={editing.id ? async () => draftOf(await api.getAdminApp({ id: Number(editing.id) })) : undefined}
      />
    );
  }

  const columns: Column<AdminApp>[] = [
    { key: 'name', title: t('common.name'), sortKey: 'name' },
    { key: 'department_name', title: t('services.department') },
    { key: 'count', title: t('folders.count'), render: (r) => String(r.apps.length) },
    { key: 'published', title: t('services.published'), render: (r) => (r.published ? t('services.publishedYes') : t('services.publishedNo')) },
    { key: 'updated_at', title: t('common.updated'), sortKey: 'updated_at', desktopOnly: true },
  ];
  const done = async (promise: Promise<unknown>) => {
    await promise;
    reload();
  };
  return (
    <AdminList<AdminApp>
      label={t('folders.list')}
      columns={columns}
      rowKey={(r) => r.id}
      reloadKey={reloadKey}
      filters={[
        { key: 'name', label: t('common.name'), kind: 'text' },
        { key: 'department_id', label: t('services.department'), kind: 'select', options: asChoices(choices.departments) },
      ]}
      load={async (q) => {
        const page = await api.getAdminApps({
          kind: 'folder',
          p: q.p,
          page_size: q.page_size,
          name: q.filters.name,
          department_id: q.filters.department_id ? Number(q.filters.department_id) : undefined,
          sort: q.sort as 'name' | 'updated_at' | undefined,
          order: q.order,
        });
        return { list: page.list, total: page.total };
      }}
      rowActions={(row) => [
        { label: t('common.edit'), onPress: async () => setEditing(draftOf(await api.getAdminApp({ id: row.id }))) },
        {
          label: row.published ? t('services.unpublish') : t('services.publish'),
          onPress: () => done(api.adminPublishApp({ id: row.id, version: row.version, published: row.published ? 0 : 1 })),
        },
        {
          label: t('common.delete'),
          danger: true,
          confirm: t('common.confirmDelete', { name: row.name }),
          onPress: () => done(api.deleteApp({ id: row.id, version: row.version }).then(() => showToast({ content: t('common.deleted'), kind: 'success' }))),
        },
      ]}
      toolbar={
        <Button kind="primary" size="small" testId="catalog-folder-create" onClick={() => setEditing(draftOf())}>
          {t('folders.createTitle')}
        </Button>
      }
    />
  );
}
