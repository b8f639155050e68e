/**
 * Per-node field rights as a matrix of fields × nodes (the applicant's step first): each cell edit, read or hidden.
 * A cell left as the default (edit for the applicant, read elsewhere) keeps no setting of its own.
 */
import type { FieldAccess, FormSchema } from '@contract/forms/schema';
import { fieldAccess, START_NODE } from '@contract/forms/field-access';
import type { ProcessDefinition, ProcessNode } from '@contract/process/definition';
import { inLanguage } from '@contract/rules/bilingual';
import { useUiSettings } from '@/stores/ui-settings';
import { useDesignerTranslation } from './i18n';

interface Props {
  form: FormSchema;
  process: ProcessDefinition;
  onChange(next: FormSchema): void;
}

/** The approval and CC nodes in the order the tree reads. */
export function handlingNodes(nodes: ProcessNode[]): Extract<ProcessNode, { kind: 'approval' | 'cc' }>[] {
  return nodes.flatMap((n) => (n.kind === 'approval' || n.kind === 'cc' ? [n] : n.branches.flatMap((b) => handlingNodes(b.nodes))));
}

const ACCESS: FieldAccess[] = ['edit', 'read', 'hidden'];

export function FieldRights({ form, process, onChange }: Props) {
  const { t } = useDesignerTranslation();
  const lang = useUiSettings((s) => s.lang);
  const nodes = [{ id: START_NODE, name: t('rights.start') }, ...handlingNodes(process.nodes).map((n) => ({ id: n.id, name: inLanguage(n.name, n.name_en ?? '', lang) }))];
  if (form.fields.length === 0 || nodes.length === 1) return <p className="ch-designer-empty">{t('rights.empty')}</p>;

  const set = (fieldId: string, node: string, access: FieldAccess) =>
    onChange({
      ...form,
      fields: form.fields.map((f) => {
        if (f.id !== fieldId) return f;
        const permissions = { ...f.permissions };
        if (access === (node === START_NODE ? 'edit' : 'read')) delete permissions[node];
        else permissions[node] = access;
        return { ...f, permissions: Object.keys(permissions).length ? permissions : undefined };
      }),
    });

  return (
    <div className="ch-designer-rights">
      <table className="ch-admin-table">
        <caption>{t('rights.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rights.field')}</th>
            {nodes.map((n) => (
              <th key={n.id} scope="col">
                {n.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {form.fields.map((f) => {
            const name = inLanguage(f.label, f.label_en ?? '', lang) || f.id;
            return (
              <tr key={f.id}>
                <th scope="row">{name}</th>
                {nodes.map((n) => (
                  <td key={n.id}>
                    <select
                      className={`ch-admin-input ch-designer-rights__cell ch-designer-rights__cell--${fieldAccess(f, n.id)}`}
                      aria-label={`${name} · ${n.name}`}
                      value={fieldAccess(f, n.id)}
                      onChange={(e) => set(f.id, n.id, e.target.value as FieldAccess)}
                      data-testid={`designer-right-${f.id}-${n.id}`}
                    >
                      {ACCESS.map((a) => (
                        <option key={a} value={a}>
                          {t(`rights.${a}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
