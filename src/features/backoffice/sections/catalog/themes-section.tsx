/** 主题服务: themes gathering services across categories (新生入学 …), their services in order, shown in the hall or not. */
import type { AdminTheme } from '@contract/calls/apps';
import { api } from '@/services/api';
import Button from '@/ui/button';
import { AdminForm, AdminList, type Draft, type FieldDef } from '../../kit';
import { asChoices, useCatalogChoices, useEditor } from './catalog-shared';
import { useCatalogTranslation } from './i18n';

const draftOf = (theme?: AdminTheme): Draft => (theme ? { ...theme, enabled: theme.enabled === 1, app_ids: theme.app_ids.map(String) } : { enabled: true, app_ids: [] });
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export default function ThemesSection() {
  const { t } = useCatalogTranslation();
  const { editing, setEditing, reloadKey, saved } = useEditor();
  const choices = useCatalogChoices();
  const fields: FieldDef[] = [
    { key: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: 40 },
    { key: 'description', label: t('themes.description'), kind: 'textarea', maxLength: 200 },
    { key: 'enabled', label: t('themes.enabled'), kind: 'switch' },
    { key: 'sort', label: t('common.sort'), kind: 'number', min: 0, max: 100000 },
    { key: 'app_ids', label: t('themes.apps'), kind: 'multi', options: asChoices(choices.services) },
    { key: 'name_en', label: t('common.nameEn'), kind: 'text', maxLength: 80 },
    { key: 'description_en', label: t('themes.descriptionEn'), kind: 'textarea', maxLength: 400 },
  ];
  if (editing) {
    return (
      <AdminForm
        title={editing.id ? t('themes.editTitle') : t('themes.createTitle')}
        fields={fields}
        initial={editing}
        onSubmit={async (d) => {
          await api.saveAppTheme({
            ...(d.id ? { id: Number(d.id), version: Number(d.version) } : {}),
            name: text(d.name).trim(),
            name_en: text(d.name_en),
            description: text(d.description),
            description_en: text(d.description_en),
            sort: d.sort === undefined || d.sort === '' ? undefined : Number(d.sort),
            enabled: d.enabled ? 1 : 0,
            app_ids: ((d.app_ids as string[]) ?? []).map(Number),
          });
          saved();
        }}
        onCancel={() => setEditing(null)}
        onReload={editing.id ? async () => draftOf((await api.getAdminAppThemes()).find((x) => x.id === editing.id)) : undefined}
      />
    );
  }
  return (
    <AdminList<AdminTheme>
      label={t('themes.list')}
      columns={[
        { key: 'name', title: t('common.name') },
        { key: 'count', title: t('themes.count'), render: (r) => String(r.app_ids.length) },
        { key: 'enabled', title: t('themes.enabled'), render: (r) => (r.enabled ? t('common.yes') : t('common.no')) },
        { key: 'sort', title: t('common.sort'), desktopOnly: true },
      ]}
      rowKey={(r) => r.id}
      reloadKey={reloadKey}
      pageSize={100}
      load={async () => {
        const list = await api.getAdminAppThemes();
        return { list, total: list.length };
      }}
      rowActions={(row) => [
        { label: t('common.edit'), onPress: () => setEditing(draftOf(row)) },
        {
          label: t('common.delete'),
          danger: true,
          confirm: t('common.confirmDelete', { name: row.name }),
          onPress: async () => {
            await api.deleteAppTheme({ id: row.id, version: row.version });
            saved();
          },
        },
      ]}
      toolbar={
        <Button kind="primary" size="small" testId="catalog-theme-create" onClick={() => setEditing(draftOf())}>
          {t('themes.createTitle')}
        </Button>
      }
    />
  );
}
