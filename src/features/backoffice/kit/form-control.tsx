/** One field of a back-office form: its label, its control by kind, its help and its error, named for screen readers. */
import { useState } from 'react';
import { specText } from '@contract/texts';
import { uploadFile } from '@/services/upload';
import { languageTag, useUiSettings } from '@/stores/ui-settings';
import { useBackofficeTranslation } from '../i18n';
import type { FieldDef } from './types';

interface Props {
  field: FieldDef;
  value: unknown;
  error: string | undefined;
  onChange(next: unknown): void;
  idPrefix: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function ImageControl({ field, value, onChange, id, described }: { field: Extract<FieldDef, { kind: 'image' }>; value: unknown; onChange(next: unknown): void; id: string; described: string }) {
  const { t } = useBackofficeTranslation();
  const lang = useUiSettings((s) => s.lang);
  const [percent, setPercent] = useState<number | null>(null);
  const [failed, setFailed] = useState('');
  const pick = (file: File | undefined) => {
    if (!file) return;
    setFailed('');
    setPercent(0);
    const task = uploadFile({ name: file.name, size: file.size, source: file }, { category: field.category }, { language: languageTag(lang), networkText: specText('network', lang), onProgress: setPercent });
    task.done.then(
      (answer) => {
        setPercent(null);
        onChange(answer.url);
      },
      (error: Error) => {
        setPercent(null);
        setFailed(error.message);
      },
    );
  };
  const url = text(value);
  return (
    <div className="ch-admin-image">
      {url ? <img className="ch-admin-image__preview" src={url} alt={field.label} /> : null}
      <input id={id} type="file" accept="image/*" aria-describedby={described || undefined} onChange={(e) => pick(e.target.files?.[0])} />
      {percent !== null ? <span role="status">{t('kit.uploading', { percent })}</span> : null}
      {failed ? <span className="ch-admin-field__error" role="alert">{failed}</span> : null}
      {url ? (
        <button type="button" className="ch-admin-link" onClick={() => onChange('')}>
          {t('kit.removeImage')}
        </button>
      ) : null}
    </div>
  );
}

export function FormControl({ field, value, error, onChange, idPrefix }: Props) {
  const { t } = useBackofficeTranslation();
  const id = `${idPrefix}-${field.key}`;
  const helpId = field.help ? `${id}-help` : '';
  const errorId = error ? `${id}-error` : '';
  const described = [helpId, errorId].filter(Boolean).join(' ');
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-required': field.required || undefined, 'aria-describedby': described || undefined };

  const control = (() => {
    switch (field.kind) {
      case 'textarea':
        return <textarea className="ch-admin-input ch-admin-input--area" {...common} maxLength={field.maxLength} placeholder={field.placeholder} value={text(value)} onChange={(e) => onChange(e.target.value)} />;
      case 'text':
      case 'url':
      case 'password':
        return <input className="ch-admin-input" type={field.kind === 'text' ? 'text' : field.kind} autoComplete={field.kind === 'password' ? 'new-password' : undefined} {...common} maxLength={field.maxLength} placeholder={field.placeholder} value={text(value)} onChange={(e) => onChange(e.target.value)} />;
      case 'color':
        return (
          <span className="ch-admin-color">
            <input type="color" aria-label={field.label} value={/^#[0-9a-f]{6}$/i.test(text(value)) ? text(value) : '#000000'} onChange={(e) => onChange(e.target.value)} />
            <input className="ch-admin-input" {...common} maxLength={7} value={text(value)} onChange={(e) => onChange(e.target.value)} />
          </span>
        );
      case 'number':
        return <input className="ch-admin-input ch-admin-input--short" type="number" inputMode="numeric" {...common} min={field.min} max={field.max} value={text(value)} onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))} />;
      case 'date':
      case 'datetime':
        return <input className="ch-admin-input" type={field.kind === 'date' ? 'date' : 'datetime-local'} {...common} value={text(value).replace(' ', 'T').slice(0, field.kind === 'date' ? 10 : 16)} onChange={(e) => onChange(field.kind === 'date' ? e.target.value : e.target.value.replace('T', ' ') + (e.target.value ? ':00' : ''))} />;
      case 'switch':
        return <input className="ch-admin-switch" type="checkbox" role="switch" {...common} checked={Boolean(value) && value !== '0' && value !== 0} onChange={(e) => onChange(e.target.checked)} />;
      case 'select':
        return (
          <select className="ch-admin-input" {...common} value={text(value)} onChange={(e) => onChange(e.target.value)}>
            <option value="">{t('kit.choose')}</option>
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        );
      case 'radio':
      case 'multi': {
        const chosen = field.kind === 'multi' ? (Array.isArray(value) ? value.map(String) : []) : [text(value)];
        return (
          <span className="ch-admin-choices" role={field.kind === 'radio' ? 'radiogroup' : 'group'} aria-labelledby={`${id}-label`} aria-describedby={described || undefined}>
            {field.options.map((o, i) => (
              <label key={o.value} className="ch-admin-choice">
                <input
                  id={i === 0 ? id : undefined}
                  type={field.kind === 'radio' ? 'radio' : 'checkbox'}
                  name={id}
                  checked={chosen.includes(o.value)}
                  onChange={(e) => {
                    if (field.kind === 'radio') return onChange(o.value);
                    onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value));
                  }}
                />
                {o.label}
              </label>
            ))}
          </span>
        );
      }
      case 'image':
        return <ImageControl field={field} value={value} onChange={onChange} id={id} described={described} />;
      case 'custom':
        return field.render(value, onChange, error);
    }
  })();

  return (
    <div className={`ch-admin-field${error ? ' ch-admin-field--invalid' : ''}`} data-field={field.key}>
      <label id={`${id}-label`} className="ch-admin-field__label" htmlFor={field.kind === 'custom' ? undefined : id}>
        {field.required ? <span className="ch-admin-field__required" aria-hidden="true">*</span> : null}
        {field.label}
      </label>
      <div className="ch-admin-field__control">
        {control}
        {field.help ? (
          <span id={helpId} className="ch-admin-field__help">
            {field.help}
          </span>
        ) : null}
        {error ? (
          <span id={errorId} className="ch-admin-field__error">
            {error}
          </span>
        ) : null}
      </div>
    </div>
  );
}
