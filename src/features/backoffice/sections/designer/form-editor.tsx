/**
 * The form designer: a palette of every field type, the form's fields in order (moved up and down, removed after a
 * question), the chosen field's properties, and a live preview in the applicant's renderer at desktop or phone size.
 */
import { useState } from 'react';
import type { FormSchema, FormValues } from '@contract/forms/schema';
import { inLanguage } from '@contract/rules/bilingual';
import { FormRenderer } from '@/features/forms';
import { useUiSettings } from '@/stores/ui-settings';
import { showToast } from '@/ui/toast';
import { useConfirm } from '../../kit';
import { FieldProperties } from './field-properties';
import { moved, newField, nextFieldId, PALETTE, placed } from './form-rules';
import { useDesignerTranslation } from './i18n';

interface Props {
  form: FormSchema;
  onChange(next: FormSchema): void;
}

const PLACEHOLDERS = ['{user.name}', '{user.number}', '{user.department}', '{app.name}'];

export function FormEditor({ form, onChange }: Props) {
  const { t } = useDesignerTranslation();
  const lang = useUiSettings((s) => s.lang);
  const [selected, setSelected] = useState<string | null>(form.fields[0]?.id ?? null);
  const [layout, setLayout] = useState<'desktop' | 'mobile'>('desktop');
  const [values, setValues] = useState<FormValues>({});
  const [confirm, dialog] = useConfirm();
  // Dragging a field onto another puts it there; the buttons do the same by keyboard.
  const [dragged, setDragged] = useState<number | null>(null);
  const field = form.fields.find((f) => f.id === selected);
  const setFields = (fields: FormSchema['fields']) => onChange({ ...form, fields });
  const nameOf = (f: FormSchema['fields'][number]) => inLanguage(f.label, f.label_en ?? '', lang) || f.id;

  const add = (type: (typeof PALETTE)[number]) => {
    const id = nextFieldId(form);
    setFields([...form.fields, newField(type, id, t(`types.${type}`), (n) => `${lang === 'en' ? 'Option' : '选项'} ${n}`)]);
    setSelected(id);
  };
  const copy = (placeholder: string) => {
    void navigator.clipboard?.writeText(placeholder).catch(() => undefined);
    showToast({ content: t('form.copied', { placeholder }), kind: 'success' });
  };

  return (
    <div className="ch-designer-form">
      <section className="ch-designer-palette" aria-labelledby="designer-palette">
        <h2 id="designer-palette">{t('form.palette')}</h2>
        <div className="ch-designer-palette__types">
          {PALETTE.map((type) => (
            <button key={type} type="button" className="ch-designer-palette__type" onClick={() => add(type)} data-testid={`designer-add-${type}`}>
              + {t(`types.${type}`)}
            </button>
          ))}
        </div>
        <h2>{t('form.placeholders')}</h2>
        <div className="ch-designer-palette__types">
          {[...form.fields.map((f) => `{${f.id}}`), ...PLACEHOLDERS].map((p) => (
            <button key={p} type="button" className="ch-designer-placeholder" aria-label={t('form.insert', { placeholder: p })} onClick={() => copy(p)}>
              {p}
            </button>
          ))}
        </div>
      </section>

      <section className="ch-designer-fields" aria-labelledby="designer-fields">
        <h2 id="designer-fields">{t('form.fields')}</h2>
        {form.fields.length === 0 ? <p className="ch-designer-empty">{t('form.empty')}</p> : null}
        <ol className="ch-designer-fields__list">
          {form.fields.map((f, i) => (
            <li
              key={f.id}
              className={`ch-designer-fields__item${f.id === selected ? ' ch-designer-fields__item--selected' : ''}`}
              draggable
              onDragStart={() => setDragged(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragged !== null && dragged !== i) setFields(placed(form.fields, dragged, i));
                setDragged(null);
              }}
            >
              <button type="button" className="ch-designer-fields__pick" aria-current={f.id === selected || undefined} onClick={() => setSelected(f.id)} data-testid={`designer-field-${f.id}`}>
                <span className="ch-designer-fields__type">{t(`types.${f.type}`)}</span>
                <span>{nameOf(f)}</span>
                {f.required ? <span className="ch-admin-field__required" aria-label={t('form.required')}>*</span> : null}
              </button>
              <span className="ch-designer-fields__actions">
                <button type="button" className="ch-admin-link" disabled={i === 0} aria-label={`${t('form.moveUp')} ${nameOf(f)}`} onClick={() => setFields(moved(form.fields, i, -1))}>
                  {t('form.moveUp')}
                </button>
                <button type="button" className="ch-admin-link" disabled={i === form.fields.length - 1} aria-label={`${t('form.moveDown')} ${nameOf(f)}`} onClick={() => setFields(moved(form.fields, i, 1))}>
                  {t('form.moveDown')}
                </button>
                <button
                  type="button"
                  className="ch-admin-link ch-admin-danger"
                  aria-label={`${t('form.remove')} ${nameOf(f)}`}
                  onClick={async () => {
                    if (!(await confirm(t('form.confirmRemove', { name: nameOf(f) })))) return;
                    setFields(form.fields.filter((x) => x.id !== f.id));
                    if (selected === f.id) setSelected(null);
                  }}
                >
                  {t('form.remove')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section className="ch-designer-side" aria-labelledby="designer-properties">
        <h2 id="designer-properties">{t('form.properties')}</h2>
        {field ? (
          <FieldProperties key={field.id} field={field} onChange={(next) => setFields(form.fields.map((x) => (x.id === next.id ? next : x)))} />
        ) : (
          <p className="ch-designer-empty">{t('form.pick')}</p>
        )}
      </section>

      <section className="ch-designer-preview" aria-labelledby="designer-preview">
        <div className="ch-designer-preview__bar">
          <h2 id="designer-preview">{t('form.preview')}</h2>
          {(['desktop', 'mobile'] as const).map((l) => (
            <button key={l} type="button" className={`ch-designer-tab${layout === l ? ' ch-designer-tab--on' : ''}`} aria-pressed={layout === l} onClick={() => setLayout(l)}>
              {l === 'desktop' ? t('form.previewDesktop') : t('form.previewPhone')}
            </button>
          ))}
        </div>
        <div className={`ch-designer-preview__frame ch-designer-preview__frame--${layout}`} data-testid="designer-preview">
          <FormRenderer schema={form} values={values} onChange={setValues} layout={layout} />
        </div>
      </section>
      {dialog}
    </div>
  );
}
