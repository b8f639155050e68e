/**
 * 表单与流程设计 (admin:catalog): a service's form and process edited as a draft (`?app=` opens one), checked before
 * publishing with the problems shown on their nodes, simulated for a sample applicant, published as the next release
 * (applications in progress keep theirs), its releases compared and restored, and the service exported or imported
 * as a bundle. Every check is the server's (adminCheckProcess), the one that refuses a publication.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRouter } from '@tarojs/taro';
import type { DesignProblem, ServiceDesign } from '@contract/calls/designer';
import type { FormSchema } from '@contract/forms/schema';
import type { ProcessDefinition } from '@contract/process/definition';
import { replaceWith } from '@/platform/navigation';
import { api } from '@/services/api';
import Button from '@/ui/button';
import Loading from '@/ui/loading';
import { showToast } from '@/ui/toast';
import { useConfirm } from '../../kit';
import { BACK_OFFICE_ROUTE } from '../../shell/back-office';
import { useCatalogChoices } from '../catalog/catalog-shared';
import { FieldRights } from './field-rights';
import { FormEditor } from './form-editor';
import { useDesignerTranslation } from './i18n';
import { ProcessEditor } from './process-editor';
import { SimulatePanel } from './simulate-panel';
import { VersionsPanel } from './versions-panel';
import { SelectProp } from './props';
import './designer.scss';

const TABS = ['form', 'process', 'rights', 'simulate', 'versions'] as const;
type Tab = (typeof TABS)[number];

interface Editing {
  loaded: ServiceDesign;
  form: FormSchema;
  process: ProcessDefinition;
}

/** JSON with its keys in order: the server keeps forms and processes as jsonb, which orders keys its own way. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export default function DesignerSection() {
  const { t } = useDesignerTranslation();
  const asked = Number(useRouter().params.app) || 0;
  const choices = useCatalogChoices(0);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [failed, setFailed] = useState(false);
  const [tab, setTab] = useState<Tab>('form');
  const [problems, setProblems] = useState<DesignProblem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [released, setReleased] = useState(0);
  const [confirm, dialog] = useConfirm();

  const load = useCallback(async () => {
    if (!asked) return;
    setFailed(false);
    try {
      const loaded = await api.adminGetDesign({ app_id: asked });
      setEditing({ loaded, form: loaded.form as FormSchema, process: loaded.process as ProcessDefinition });
      setProblems(null);
    } catch {
      setFailed(true);
    }
  }, [asked]);
  useEffect(() => {
    setEditing(null);
    void load();
  }, [load]);

  const dirty = useMemo(() => !!editing && (!same(editing.form, editing.loaded.form) || !same(editing.process, editing.loaded.process)), [editing]);
  const open = (id: string) => replaceWith(BACK_OFFICE_ROUTE, { s: 'catalog-designer', ...(id ? { app: id } : {}) });

  const picker = (
    <SelectProp
      label={t('chooseService')}
      value={asked ? String(asked) : ''}
      options={[{ value: '', label: '—' }, ...choices.services.map((s) => ({ value: String(s.id), label: s.name }))]}
      onChange={open}
      testId="designer-service"
    />
  );

  /** Saves what changed; answers the saved design. */
  const save = async (current: Editing): Promise<ServiceDesign> => {
    let design = current.loaded;
    const at = () => (design.version ? { version: design.version } : {});
    if (!same(current.form, design.form)) design = await api.adminSaveForm({ app_id: asked, ...at(), form: JSON.stringify(current.form) });
    if (!same(current.process, design.process)) design = await api.adminSaveProcess({ app_id: asked, ...at(), process: JSON.stringify(current.process) });
    setEditing({ ...current, loaded: design });
    return design;
  };
  const run = (work: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const check = async (current: Editing) => {
    const answer = await api.adminCheckProcess({ app_id: asked, form: JSON.stringify(current.form), process: JSON.stringify(current.process) });
    setProblems(answer.problems);
    return answer.problems;
  };

  const onSave = run(async () => {
    if (!editing) return;
    await save(editing);
    showToast({ content: t('actions.saved'), kind: 'success' });
    await check(editing);
  });
  const onCheck = run(async () => {
    if (editing && (await check(editing)).length === 0) showToast({ content: t('actions.checkOk'), kind: 'success' });
  });
  const onPublish = run(async () => {
    if (!editing) return;
    if ((await check(editing)).length > 0) return;
    if (!(await confirm(t('actions.confirmPublish')))) return;
    const design = await save(editing);
    const app = await api.getAdminApp({ id: asked });
    await api.adminPublishApp({ id: asked, version: app.version, published: 1, ...(design.version ? { design_version: design.version } : {}) });
    const loaded = await api.adminGetDesign({ app_id: asked });
    setEditing({ loaded, form: loaded.form as FormSchema, process: loaded.process as ProcessDefinition });
    setReleased((n) => n + 1);
    showToast({ content: t('actions.published', { release: loaded.release }), kind: 'success' });
  });
  const onExport = run(async () => {
    const bundle = await api.adminExportApp({ id: asked });
    download(`service-${asked}.json`, JSON.stringify(bundle, null, 2));
  });
  const onImport = (file: File | undefined) =>
    file &&
    void run(async () => {
      const answer = await api.adminImportApp({ bundle: await file.text() });
      showToast({ content: answer.problems.length ? t('actions.importProblems', { n: answer.problems.length }) : t('actions.imported'), kind: 'success' });
      open(String(answer.id));
    })();

  const importer = (
    <label className="ch-designer-import">
      <span>{t('actions.import')}</span>
      <input className="ch-designer-import__file" type="file" accept="application/json,.json" onChange={(e) => onImport(e.target.files?.[0])} data-testid="designer-import" />
    </label>
  );

  if (!asked)
    return (
      <div className="ch-designer">
        <div className="ch-designer__head">
          {picker}
          {importer}
        </div>
        <p className="ch-designer-empty">{t('noService')}</p>
      </div>
    );
  if (failed)
    return (
      <div className="ch-designer" role="alert">
        <p>{t('loadFailed')}</p>
        <Button size="small" onClick={() => void load()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (!editing) return <Loading label={t('loading')} />;

  const { loaded } = editing;
  const state = dirty
    ? t('state.unsaved')
    : loaded.draft
      ? t('state.draft', { version: loaded.version, by: loaded.updated_by, at: loaded.updated_at })
      : loaded.release
        ? t('state.published', { release: loaded.release })
        : t('state.never');

  return (
    <div className="ch-designer" data-testid="designer">
      <div className="ch-designer__head">
        {picker}
        <p className="ch-designer__state" role="status" data-testid="designer-state">
          {state}
        </p>
        <div className="ch-designer__actions">
          <Button size="small" disabled={!dirty} loading={busy} onClick={() => void onSave()} testId="designer-save">
            {t('actions.save')}
          </Button>
          <Button size="small" onClick={() => void onCheck()} testId="designer-check">
            {t('actions.check')}
          </Button>
          <Button kind="primary" size="small" disabled={!dirty && !loaded.draft} onClick={() => void onPublish()} testId="designer-publish">
            {t('actions.publish')}
          </Button>
          <Button size="small" kind="text" onClick={() => void onExport()} testId="designer-export">
            {t('actions.export')}
          </Button>
          {importer}
        </div>
      </div>

      {problems ? (
        <section className={`ch-designer-problems${problems.length ? '' : ' ch-designer-problems--none'}`} aria-labelledby="designer-problems" data-testid="designer-problems">
          <h2 id="designer-problems">{problems.length ? t('problems.title') : t('problems.none')}</h2>
          {problems.length ? (
            <ul>
              {problems.map((p, i) => (
                <li key={i}>{p.text}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      <div className="ch-designer-tabs" role="tablist" aria-label={t('title')}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`designer-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="designer-panel"
            className={`ch-designer-tab${tab === key ? ' ch-designer-tab--on' : ''}`}
            onClick={() => setTab(key)}
            data-testid={`designer-tab-${key}`}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <div id="designer-panel" role="tabpanel" aria-labelledby={`designer-tab-${tab}`} className="ch-designer-panel">
        {tab === 'form' ? <FormEditor form={editing.form} onChange={(form) => setEditing({ ...editing, form })} /> : null}
        {tab === 'process' ? (
          <ProcessEditor value={editing.process} onChange={(process) => setEditing({ ...editing, process })} fields={editing.form.fields} posts={loaded.posts} problems={problems ?? []} />
        ) : null}
        {tab === 'rights' ? <FieldRights form={editing.form} process={editing.process} onChange={(form) => setEditing({ ...editing, form })} /> : null}
        {tab === 'simulate' ? <SimulatePanel appId={asked} form={editing.form} process={editing.process} /> : null}
        {tab === 'versions' ? <VersionsPanel appId={asked} draftVersion={loaded.version} reloadKey={released} onRestored={() => void load()} /> : null}
      </div>
      {dialog}
    </div>
  );
}
