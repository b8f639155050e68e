/**
 * Simulation before publishing: a sample applicant and the values the conditions read, then the route that applicant
 * would travel with who would handle each step and which fields each step edits and reads (adminCheckProcess).
 */
import { useState } from 'react';
import type { PersonChoice } from '@contract/calls/org';
import type { SimulatedStep } from '@contract/calls/designer';
import type { FormField, FormSchema, FormValues } from '@contract/forms/schema';
import type { ProcessDefinition, ProcessNode } from '@contract/process/definition';
import { inLanguage } from '@contract/rules/bilingual';
import { api } from '@/services/api';
import { useUiSettings } from '@/stores/ui-settings';
import Button from '@/ui/button';
import { useDesignerTranslation } from './i18n';
import { NumberProp, SelectProp, TextProp } from './props';

interface Props {
  appId: number;
  form: FormSchema;
  process: ProcessDefinition;
}

/** The fields the process's conditions read, in form order. */
function conditionFields(form: FormSchema, nodes: ProcessNode[]): FormField[] {
  const ids = new Set<string>();
  const visit = (list: ProcessNode[]) =>
    list.forEach((n) => {
      if (n.kind !== 'condition' && n.kind !== 'parallel') return;
      n.branches.forEach((b) => {
        if (b.when) ids.add(b.when.field);
        visit(b.nodes);
      });
    });
  visit(nodes);
  return form.fields.filter((f) => ids.has(f.id));
}

export function SimulatePanel({ appId, form, process }: Props) {
  const { t } = useDesignerTranslation();
  const lang = useUiSettings((s) => s.lang);
  const [keyword, setKeyword] = useState('');
  const [people, setPeople] = useState<PersonChoice[]>([]);
  const [applicant, setApplicant] = useState('');
  const [values, setValues] = useState<FormValues>({});
  const [route, setRoute] = useState<SimulatedStep[] | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = conditionFields(form, process.nodes);
  const label = (f: FormField) => inLanguage(f.label, f.label_en ?? '', lang) || f.id;
  const fieldName = (id: string) => {
    const f = form.fields.find((x) => x.id === id);
    return f ? label(f) : id;
  };

  const find = async () => {
    if (!keyword.trim()) return;
    const found = await api.searchPeople({ keyword: keyword.trim() });
    setPeople(found);
    if (found[0]) setApplicant(found[0].uid);
  };
  const run = async () => {
    setBusy(true);
    try {
      const answer = await api.adminCheckProcess({ app_id: appId, form: JSON.stringify(form), process: JSON.stringify(process), applicant, values: JSON.stringify(values) });
      setRoute(answer.route);
    } finally {
      setBusy(false);
    }
  };
  const valueControl = (f: FormField) => {
    if ('options' in f) {
      return (
        <SelectProp
          key={f.id}
          label={label(f)}
          value={String(values[f.id] ?? '')}
          options={[{ value: '', label: '—' }, ...f.options.map((o) => ({ value: o.value, label: inLanguage(o.label, o.label_en ?? '', lang) }))]}
          onChange={(v) => setValues({ ...values, [f.id]: f.type === 'Checkbox' ? [v] : v })}
          testId={`designer-sim-${f.id}`}
        />
      );
    }
    if (f.type === 'Integer' || f.type === 'Numeric')
      return <NumberProp key={f.id} label={label(f)} value={values[f.id] as number | undefined} onChange={(v) => setValues({ ...values, [f.id]: v })} testId={`designer-sim-${f.id}`} />;
    return <TextProp key={f.id} label={label(f)} value={values[f.id] as string | undefined} onChange={(v) => setValues({ ...values, [f.id]: v })} testId={`designer-sim-${f.id}`} />;
  };

  return (
    <div className="ch-designer-simulate">
      <fieldset className="ch-designer-simulate__inputs">
        <legend>{t('simulate.applicant')}</legend>
        <div className="ch-designer-simulate__search">
          <input className="ch-admin-input" aria-label={t('simulate.searchPlaceholder')} placeholder={t('simulate.searchPlaceholder')} value={keyword} onChange={(e) => setKeyword(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void find()} data-testid="designer-sim-keyword" />
          <Button size="small" onClick={() => void find()} testId="designer-sim-find">
            {t('simulate.search')}
          </Button>
        </div>
        {people.length ? (
          <SelectProp label={t('simulate.applicant')} value={applicant} options={people.map((p) => ({ value: p.uid, label: `${p.name} ${p.number} ${p.departName}` }))} onChange={setApplicant} testId="designer-sim-applicant" />
        ) : null}
      </fieldset>
      {fields.length ? (
        <fieldset className="ch-designer-simulate__inputs">
          <legend>{t('simulate.values')}</legend>
          {fields.map(valueControl)}
        </fieldset>
      ) : null}
      <Button kind="primary" size="small" disabled={!applicant} loading={busy} onClick={() => void run()} testId="designer-sim-run">
        {t('simulate.run')}
      </Button>
      {!applicant ? <p className="ch-designer-empty">{t('simulate.needApplicant')}</p> : null}
      {route ? (
        <table className="ch-admin-table" data-testid="designer-sim-route">
          <caption>{t('simulate.route')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('simulate.step')}</th>
              <th scope="col">{t('simulate.approvers')}</th>
              <th scope="col">{t('simulate.edits')}</th>
              <th scope="col">{t('simulate.reads')}</th>
            </tr>
          </thead>
          <tbody>
            {route.map((s) => (
              <tr key={s.node_id} data-testid={`designer-sim-step-${s.node_id}`}>
                <th scope="row">
                  {s.node_name}
                  {s.kind === 'cc' ? ` (${t('simulate.cc')})` : ''}
                </th>
                <td>{s.approvers.length ? s.approvers.map((a) => a.name).join('、') : t('simulate.nobody')}</td>
                <td>{s.edits.map(fieldName).join('、')}</td>
                <td>{s.reads.map(fieldName).join('、')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
