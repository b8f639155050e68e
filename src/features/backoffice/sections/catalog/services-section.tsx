/**
 * 服务管理: every service, published or not, filtered by name, category, department and status and sorted; the long
 * edit form in groups (basic, links and terminals, mini-program, display, handling, English texts); publish and
 * unpublish, move within the category, delete (refused by the server while applications refer to it).
 */
import type { AdminApp } from '@contract/calls/apps';
import { checkUrl } from '@contract/rules/validation';
import { specText } from '@contract/texts';
import type { PayloadOf } from '@contract/call';
import type { Calls } from '@contract/calls';
import { replaceWith } from '@/platform/navigation';
import { api } from '@/services/api';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import { showToast } from '@/ui/toast';
import { BACK_OFFICE_ROUTE } from '../../shell/back-office';
import { AdminForm, AdminList, type Column, type Draft, type FieldDef, type RowAction } from '../../kit';
import { asChoices, groupHeading, idOf, useCatalogChoices, useEditor } from './catalog-shared';
import { useCatalogTranslation } from './i18n';
import { MaterialsEditor, type MaterialRow } from './materials-editor';
import './catalog.scss';

type SavePayload = PayloadOf<Calls['adminSaveApp']>;
const TYPES = [1, 2, 3, 4, 7, 8] as const;
const URL_FIELDS = ['url', 'url_pc', 'url_mobile', 'thirdparty_form_url_pc', 'thirdparty_form_url_mobile'] as const;

/** The form's draft of a service: selects hold strings, switches booleans, materials their rows. */
function draftOf(app?: AdminApp): Draft {
  if (!app) return { type: '4', audiences: ['student', 'teacher'], jump_type: '1', terminal: '0', mobile_limit: '0', star: 0, material_rows: [] };
  return {
    ...app,
    type: String(app.type),
    category_id: app.category_id ? String(app.category_id) : '',
    department_id: app.department_id ? String(app.department_id) : '',
    jump_type: String(app.jump_type),
    terminal: String(app.terminal),
    mobile_limit: String(app.mobile_limit),
    star_enable: app.star_enable === 1,
    show_times: app.show_times === 1,
    is_hot: app.is_hot === 1,
    details_page: app.details_page === 1,
    handling_days: app.handling_days ?? undefined,
    material_rows: app.materials,
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const flag = (v: unknown) => (v === true || v === 1 ? 1 : 0);

function payloadOf(d: Draft): SavePayload {
  const rows = (d.material_rows as MaterialRow[] | undefined) ?? [];
  const number = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
  return {
    ...(d.id ? { id: Number(d.id), version: Number(d.version) } : {}),
    name: str(d.name).trim(),
    name_en: str(d.name_en),
    logo_url: str(d.logo_url),
    type: Number(d.type) as SavePayload['type'],
    audiences: (d.audiences as SavePayload['audiences']) ?? [],
    category_id: idOf(d.category_id),
    department_id: idOf(d.department_id),
    description: str(d.description),
    description_en: str(d.description_en),
    handling_days: number(d.handling_days),
    star: number(d.star),
    star_enable: flag(d.star_enable),
    show_times: flag(d.show_times),
    during_upper: str(d.during_upper),
    details_page: flag(d.details_page),
    mobile_limit: Number(d.mobile_limit ?? 0) as SavePayload['mobile_limit'],
    jump_type: Number(d.jump_type ?? 1) as SavePayload['jump_type'],
    terminal: Number(d.terminal ?? 0) as SavePayload['terminal'],
    url: str(d.url).trim(),
    url_pc: str(d.url_pc).trim(),
    url_mobile: str(d.url_mobile).trim(),
    qrcode: str(d.qrcode),
    json_small_data: str(d.json_small_data).trim(),
    thirdparty_id: str(d.thirdparty_id),
    thirdparty_name: str(d.thirdparty_name),
    thirdparty_form_url_pc: str(d.thirdparty_form_url_pc).trim(),
    thirdparty_form_url_mobile: str(d.thirdparty_form_url_mobile).trim(),
    is_hot: flag(d.is_hot),
    materials: JSON.stringify(rows.filter((r) => r.name.trim()).map((r) => ({ ...r, name: r.name.trim() }))),
  };
}

export default function ServicesSection() {
  const { t } = useCatalogTranslation();
  const lang = useUiSettings((s) => s.lang);
  const { editing, setEditing, reloadKey, reload, saved } = useEditor();
  const choices = useCatalogChoices(reloadKey);
  const typeLabel = (type: number) => t(`services.types.t${type}`);

  const validate = (d: Draft): Record<string, string> => {
    const found: Record<string, string> = {};
    for (const key of URL_FIELDS) if (str(d[key]).trim() && checkUrl(str(d[key]).trim())) found[key] = specText('urlInvalid', lang);
    if (d.type === '4' && !str(d.url).trim()) found.url = t('services.needsUrl');
    const info = str(d.json_small_data).trim();
    if (info) {
      try {
        const parsed: unknown = JSON.parse(info);
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) found.json_small_data = t('services.badSmallData');
      } catch {
        found.json_small_data = t('services.badSmallData');
      }
    } else if (d.jump_type === '2') found.json_small_data = t('services.needsSmallData');
    return found;
  };

  const radio = (key: string, label: string, options: [string, string][]): FieldDef => ({ key, label, kind: 'radio', options: options.map(([value, l]) => ({ value, label: l })) });
  const fields: FieldDef[] = [
    groupHeading('basic', t('services.groups.basic')),
    { key: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: 60 },
    { key: 'type', label: t('services.type'), kind: 'select', required: true, options: TYPES.map((ty) => ({ value: String(ty), label: typeLabel(ty) })) },
    {
      key: 'audiences',
      label: t('services.audiences'),
      kind: 'multi',
      required: true,
      options: (['student', 'teacher', 'visitor'] as const).map((a) => ({ value: a, label: t(`services.audience.${a}`) })),
    },
    { key: 'category_id', label: t('services.category'), kind: 'select', options: asChoices(choices.categories) },
    { key: 'department_id', label: t('services.department'), kind: 'select', options: asChoices(choices.departments) },
    { key: 'logo_url', label: t('services.logo'), kind: 'image', category: 'public' },
    groupHeading('links', t('services.groups.links')),
    { key: 'url', label: t('services.url'), kind: 'url', maxLength: 255, help: t('services.urlHelp') },
    { key: 'url_pc', label: t('services.urlPc'), kind: 'url', maxLength: 255 },
    { key: 'url_mobile', label: t('services.urlMobile'), kind: 'url', maxLength: 255 },
    radio('terminal', t('services.terminal'), [['0', t('services.terminalUrl')], ['1', t('services.terminalPc')]]),
    radio('mobile_limit', t('services.mobileLimit'), [['0', t('services.mobileLimits.m0')], ['1', t('services.mobileLimits.m1')], ['2', t('services.mobileLimits.m2')]]),
    { key: 'thirdparty_id', label: t('services.thirdpartyId'), kind: 'text', maxLength: 64 },
    { key: 'thirdparty_name', label: t('services.thirdpartyName'), kind: 'text', maxLength: 100 },
    { key: 'thirdparty_form_url_pc', label: t('services.formUrlPc'), kind: 'url', maxLength: 255 },
    { key: 'thirdparty_form_url_mobile', label: t('services.formUrlMobile'), kind: 'url', maxLength: 255 },
    groupHeading('mini', t('services.groups.mini')),
    radio('jump_type', t('services.jumpType'), [['1', t('services.jumpTypes.j1')], ['2', t('services.jumpTypes.j2')]]),
    { key: 'json_small_data', label: t('services.smallData'), kind: 'textarea', maxLength: 2000, help: t('services.smallDataHelp') },
    { key: 'qrcode', label: t('services.qrcode'), kind: 'image', category: 'public' },
    groupHeading('display', t('services.groups.display')),
    { key: 'star_enable', label: t('services.starEnable'), kind: 'switch' },
    { key: 'star', label: t('services.star'), kind: 'number', min: 0, max: 5 },
    { key: 'show_times', label: t('services.showTimes'), kind: 'switch' },
    { key: 'is_hot', label: t('services.isHot'), kind: 'switch' },
    { key: 'details_page', label: t('services.detailsPage'), kind: 'switch' },
    { key: 'during_upper', label: t('services.duringUpper'), kind: 'datetime' },
    groupHeading('handling', t('services.groups.handling')),
    { key: 'handling_days', label: t('services.handlingDays'), kind: 'number', min: 0, max: 3650 },
    { key: 'description', label: t('services.description'), kind: 'textarea', maxLength: 5000 },
    { key: 'material_rows', label: t('services.materials'), kind: 'custom', render: (value, onChange) => <MaterialsEditor value={value} onChange={onChange} /> },
    groupHeading('english', t('services.groups.english')),
    { key: 'name_en', label: t('common.nameEn'), kind: 'text', maxLength: 120 },
    { key: 'description_en', label: t('services.descriptionEn'), kind: 'textarea', maxLength: 10000 },
  ];

  if (editing) {
    return (
      <AdminForm
        title={editing.id ? t('services.editTitle') : t('services.createTitle')}
        fields={fields}
        initial={editing}
        validate={validate}
        onSubmit={async (d) => {
          await api.adminSaveApp(payloadOf(d));
          saved();
        }}
        onCancel={() => setEditing(null)}
        onReload={editing.id ? async () => draftOf(await api.getAdminApp({ id: Number(editing.id) })) : undefined}
      />
    );
  }

  const act = (done: () => void) => async (promise: Promise<unknown>) => {
    await promise;
    done();
    reload();
  };
  const publish = (row: AdminApp) =>
    act(() => showToast({ content: row.published ? t('services.unpublishedToast') : t('services.publishedToast'), kind: 'success' }))(
      api.adminPublishApp({ id: row.id, version: row.version, published: row.published ? 0 : 1 }),
    );

  const columns: Column<AdminApp>[] = [
    { key: 'name', title: t('common.name'), sortKey: 'name', render: (r) => (r.name_en ? `${r.name} / ${r.name_en}` : r.name) },
    { key: 'type', title: t('services.type'), render: (r) => typeLabel(r.type) },
    { key: 'category_name', title: t('services.category'), sortKey: 'sort' },
    { key: 'department_name', title: t('services.department') },
    {
      key: 'published',
      title: t('services.published'),
      render: (r) => <span className={r.published ? 'ch-catalog-status--on' : 'ch-catalog-status--off'}>{r.published ? t('services.publishedYes') : t('services.publishedNo')}</span>,
    },
    { key: 'views', title: t('services.views'), sortKey: 'views', desktopOnly: true },
    { key: 'updated_at', title: t('common.updated'), sortKey: 'updated_at', render: (r) => (r.updated_by ? t('common.updatedBy', { by: r.updated_by, at: r.updated_at }) : r.updated_at) },
  ];
  const rowActions = (row: AdminApp): RowAction<AdminApp>[] => [
    { label: t('common.edit'), onPress: async () => setEditing(draftOf(await api.getAdminApp({ id: row.id }))) },
    { label: t('services.design'), onPress: () => replaceWith(BACK_OFFICE_ROUTE, { s: 'catalog-designer', app: String(row.id) }) },
    { label: row.published ? t('services.unpublish') : t('services.publish'), onPress: () => publish(row) },
    { label: t('services.moveUp'), onPress: () => act(() => undefined)(api.moveApp({ id: row.id, direction: 'up' })) },
    { label: t('services.moveDown'), onPress: () => act(() => undefined)(api.moveApp({ id: row.id, direction: 'down' })) },
    {
      label: t('common.delete'),
      danger: true,
      confirm: t('common.confirmDelete', { name: row.name }),
      onPress: () => act(() => showToast({ content: t('common.deleted'), kind: 'success' }))(api.deleteApp({ id: row.id, version: row.version })),
    },
  ];
  const yesNo = [
    { value: '1', label: t('services.publishedYes') },
    { value: '0', label: t('services.publishedNo') },
  ];

  return (
    <AdminList<AdminApp>
      label={t('services.list')}
      columns={columns}
      rowKey={(r) => r.id}
      reloadKey={reloadKey}
      filters={[
        { key: 'name', label: t('common.name'), kind: 'text' },
        { key: 'category_id', label: t('services.category'), kind: 'select', options: asChoices(choices.categories) },
        { key: 'department_id', label: t('services.department'), kind: 'select', options: asChoices(choices.departments) },
        { key: 'published', label: t('services.published'), kind: 'select', options: yesNo },
      ]}
      load={async (q) => {
        const f = q.filters;
        const page = await api.getAdminApps({
          kind: 'service',
          p: q.p,
          page_size: q.page_size,
          name: f.name,
          category_id: f.category_id ? Number(f.category_id) : undefined,
          department_id: f.department_id ? Number(f.department_id) : undefined,
          published: f.published === undefined ? undefined : (Number(f.published) as 0 | 1),
          sort: q.sort as 'sort' | 'name' | 'updated_at' | 'views' | undefined,
          order: q.order,
        });
        return { list: page.list, total: page.total };
      }}
      rowActions={rowActions}
      toolbar={
        <Button kind="primary" size="small" testId="catalog-service-create" onClick={() => setEditing(draftOf())}>
          {t('services.createTitle')}
        </Button>
      }
    />
  );
}
