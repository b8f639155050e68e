/** The property panel of one form field: what every field has, then its type's own rules. */
import type { FieldType, FormField, FormOption, RepeatTableField } from '@contract/forms/schema';
import { PREFILL_SOURCES } from '@contract/forms/prefill';
import { useDesignerTranslation } from './i18n';
import { CHOICE_TYPES, newField, PALETTE, withProps } from './form-rules';
import { CheckProp, NumberProp, SelectProp, TextProp } from './props';

interface Props {
  field: FormField;
  onChange(next: FormField): void;
}

type Loose = Record<string, unknown>;
const MB = 1024 * 1024;

function OptionsEditor({ options, onChange }: { options: FormOption[]; onChange(next: FormOption[]): void }) {
  const { t } = useDesignerTranslation();
  const set = (i: number, patch: Partial<FormOption>) => onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <fieldset className="ch-designer-options">
      <legend>{t('form.options')}</legend>
      {options.map((o, i) => (
        <div key={i} className="ch-designer-options__row">
          <input className="ch-admin-input" aria-label={`${t('form.optionValue')} ${i + 1}`} value={o.value} onChange={(e) => set(i, { value: e.target.value })} />
          <input className="ch-admin-input" aria-label={`${t('form.optionLabel')} ${i + 1}`} value={o.label} onChange={(e) => set(i, { label: e.target.value })} />
          <input className="ch-admin-input" aria-label={`${t('form.optionLabelEn')} ${i + 1}`} value={o.label_en ?? ''} onChange={(e) => set(i, { label_en: e.target.value || undefined })} />
          <button type="button" className="ch-admin-link" disabled={options.length <= 1} onClick={() => onChange(options.filter((_, j) => j !== i))}>
            {t('form.removeOption')}
          </button>
        </div>
      ))}
      <button type="button" className="ch-admin-link" onClick={() => onChange([...options, { value: `option${options.length + 1}`, label: '' }])}>
        {t('form.addOption')}
      </button>
    </fieldset>
  );
}

type Column = RepeatTableField['columns'][number];

/** A table's columns: each its label and type (a column is a field of its own; no table inside a table). */
function ColumnsEditor({ table, onChange }: { table: RepeatTableField; onChange(next: Column[]): void }) {
  const { t } = useDesignerTranslation();
  const columns = table.columns;
  const types = PALETTE.filter((type) => type !== 'RepeatTable');
  const nextId = () => `${table.id}_${columns.reduce((max, c) => Math.max(max, Number(/_(\d+)$/.exec(c.id)?.[1] ?? 0)), 0) + 1}`;
  const option = (n: number) => `${t('form.optionLabel')} ${n}`;
  const column = (type: FieldType, id: string, label: string) => newField(type, id, label, option) as Column;
  return (
    <fieldset className="ch-designer-options">
      <legend>{t('form.columns')}</legend>
      {columns.map((c, i) => (
        <div key={c.id} className="ch-designer-options__row ch-designer-options__row--columns">
          <input className="ch-admin-input" aria-label={`${t('form.label')} ${i + 1}`} value={c.label} onChange={(e) => onChange(columns.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))} />
          <select
            className="ch-admin-input"
            aria-label={`${t('form.columnType')} ${i + 1}`}
            value={c.type}
            onChange={(e) => onChange(columns.map((x, j) => (j === i ? column(e.target.value as FieldType, x.id, x.label) : x)))}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
          <button type="button" className="ch-admin-link" disabled={columns.length <= 1} onClick={() => onChange(columns.filter((_, j) => j !== i))}>
            {t('form.remove')}
          </button>
        </div>
      ))}
      <button type="button" className="ch-admin-link" onClick={() => onChange([...columns, column('Input', nextId(), `${t('types.Input')} ${columns.length + 1}`)])}>
        {t('form.addColumn')}
      </button>
    </fieldset>
  );
}

export function FieldProperties({ field, onChange }: Props) {
  const { t } = useDesignerTranslation();
  const f = field as unknown as Loose;
  const set = (props: Loose) => onChange(withProps(field, props));
  const text = (key: string, label: string, multiline = false) => <TextProp key={key} label={label} value={f[key] as string | undefined} multiline={multiline} onChange={(v) => set({ [key]: v })} />;
  const number = (key: string, label: string, extra: { min?: number; max?: number; step?: number } = {}) => (
    <NumberProp key={key} label={label} value={f[key] as number | undefined} onChange={(v) => set({ [key]: v })} {...extra} />
  );
  const check = (key: string, label: string) => <CheckProp key={key} label={label} checked={f[key] === true} onChange={(v) => set({ [key]: v || undefined })} />;

  const own = (() => {
    switch (field.type) {
      case 'Input':
      case 'MultiInput':
        return [
          number('min_length', t('form.minLength'), { min: 0 }),
          number('max_length', t('form.maxLength'), { min: 1 }),
          text('pattern', t('form.pattern')),
          text('pattern_message', t('form.patternMessage')),
          <SelectProp
            key="prefill"
            label={t('form.prefill')}
            value={(f.prefill as string | undefined) ?? ''}
            options={[{ value: '', label: t('form.prefillNone') }, ...PREFILL_SOURCES.map((s) => ({ value: s, label: s }))]}
            onChange={(v) => set({ prefill: v })}
          />,
        ];
      case 'Integer':
      case 'Numeric':
        return [number('min', t('form.min')), number('max', t('form.max')), ...(field.type === 'Numeric' ? [number('precision', t('form.precision'), { min: 0, max: 6 })] : []), text('unit', t('form.unit'))];
      case 'Calendar':
        return [
          <SelectProp
            key="mode"
            label={t('form.dateMode')}
            value={field.mode ?? 'date'}
            options={[{ value: 'date', label: t('form.modeDate') }, { value: 'datetime', label: t('form.modeDatetime') }]}
            onChange={(v) => set({ mode: v })}
          />,
          check('range', t('form.range')),
          text('min', t('form.minDate')),
          text('max', t('form.maxDate')),
        ];
      case 'Attachment':
        return [
          number('max_files', t('form.maxFiles'), { min: 1, max: 50 }),
          <NumberProp key="max_size" label={t('form.maxSize')} min={1} value={field.max_size ? field.max_size / MB : undefined} onChange={(v) => set({ max_size: v ? Math.round(v * MB) : undefined })} />,
          <TextProp
            key="accept"
            label={t('form.accept')}
            value={(field.accept ?? []).join(', ')}
            onChange={(v) => {
              const list = v.split(/[,，\s]+/).map((x) => x.trim().toLowerCase().replace(/^\./, '')).filter(Boolean);
              set({ accept: list.length ? list : undefined });
            }}
          />,
        ];
      case 'User':
        return [check('multiple', t('form.multiple'))];
      case 'CountryV2':
        return [number('level', t('form.level'), { min: 1, max: 3 }), check('with_detail', t('form.withDetail'))];
      case 'RepeatTable':
        return [
          <ColumnsEditor key="columns" table={field} onChange={(columns) => set({ columns })} />,
          number('min_rows', t('form.minRows'), { min: 0 }),
          number('max_rows', t('form.maxRows'), { min: 1, max: 500 }),
        ];
      default:
        return [];
    }
  })();
  const choices = CHOICE_TYPES.includes(field.type) && 'options' in field;

  return (
    <div className="ch-designer-properties" data-testid="designer-field-properties">
      <p className="ch-designer-properties__id">
        {t('form.id')}: <code>{field.id}</code> · {t(`types.${field.type}`)}
      </p>
      {text('label', t('form.label'))}
      {text('label_en', t('form.labelEn'))}
      {check('required', t('form.required'))}
      {text('help', t('form.help'), true)}
      {text('help_en', t('form.helpEn'), true)}
      {text('placeholder', t('form.placeholder'))}
      {choices ? <OptionsEditor options={field.options} onChange={(options) => set({ options })} /> : null}
      {field.type === 'Checkbox' || (field.type === 'SelectV2' && field.multiple) ? [number('min_choices', t('form.minChoices'), { min: 0 }), number('max_choices', t('form.maxChoices'), { min: 1 })] : null}
      {field.type === 'SelectV2' ? check('multiple', t('form.multiple')) : null}
      {own}
    </div>
  );
}
