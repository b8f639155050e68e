/**
 * A back-office edit form (kit/types.ts AdminFormProps): the fields, checked with the save call's own schema and the
 * section's extra rules before sending; a save that lost a race (e = 409, someone saved in between) keeps the form
 * open with the draft and the server's words, and offers the latest version in its place.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { ErrorCode } from '@contract/envelope';
import { RequestError } from '@/services/request';
import Button from '@/ui/button';
import { hideToast, showToast } from '@/ui/toast';
import { useBackofficeTranslation } from '../i18n';
import { FormControl } from './form-control';
import { schemaProblems, type Problem } from './schema-errors';
import type { AdminFormProps, Draft } from './types';
import './kit.scss';

export function AdminForm<D extends Draft>({ title, fields, initial, schema, validate, onSubmit, onCancel, onReload, aside }: AdminFormProps<D>) {
  const { t } = useBackofficeTranslation();
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const idPrefix = `admin-form${useId().replace(/:/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);

  const problemText = (p: Problem) => {
    const { key, ...values } = p;
    return t(`kit.${key}`, values);
  };

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    for (const field of fields) {
      const value = draft[field.key];
      const blank = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
      if (field.required && blank) found[field.key] = t('kit.required');
    }
    if (schema) for (const [key, problem] of Object.entries(schemaProblems(schema, draft))) found[key] ??= problemText(problem);
    for (const [key, message] of Object.entries(validate?.(draft) ?? {})) found[key] ??= message;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field in error takes the focus, so a keyboard or screen-reader user lands where the fix is.
      const first = fields.find((f) => found[f.key]);
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first?.key}"] input, [data-field="${first?.key}"] select, [data-field="${first?.key}"] textarea`)?.focus();
      return;
    }
    setSaving(true);
    setConflict(null);
    try {
      await onSubmit(draft);
      showToast({ content: t('kit.saved'), kind: 'success' });
    } catch (error) {
      // The form shows a conflict in place, with what to do about it: the request wrapper's toast of it would repeat it.
      if (error instanceof RequestError && error.e === ErrorCode.CONFLICT) {
        hideToast();
        setConflict(error.message);
      }
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    if (!onReload) return;
    setDraft(await onReload());
    setErrors({});
    setConflict(null);
  };

  const set = (key: string, value: unknown) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const rest = { ...e };
      delete rest[key];
      return rest;
    });
  };

  const errorCount = Object.keys(errors).length;
  return (
    <form ref={formRef} className="ch-admin-form" aria-labelledby={`${idPrefix}--heading`} noValidate onSubmit={(e) => void submit(e)}>
      <h2 id={`${idPrefix}--heading`} className="ch-admin-form__title">
        {title}
      </h2>
      {conflict !== null ? (
        <div className="ch-admin-conflict" role="alert" data-testid="admin-conflict">
          {/* A stale save names who saved in between; another refusal (a grant that exists already) says itself. */}
          {onReload ? <strong>{t('kit.conflictTitle')}</strong> : null}
          <p>{conflict}</p>
          <div className="ch-admin-conflict__buttons">
            {onReload ? (
              <Button size="small" testId="admin-conflict-reload" onClick={() => void reload()}>
                {t('kit.reloadLatest')}
              </Button>
            ) : null}
            <Button size="small" kind="text" testId="admin-conflict-keep" onClick={() => setConflict(null)}>
              {t('kit.keepMine')}
            </Button>
          </div>
        </div>
      ) : null}
      {errorCount > 0 ? (
        <p className="ch-admin-form__summary" role="alert">
          {t('kit.checkFields')}
        </p>
      ) : null}
      <div className={`ch-admin-form__body${aside ? ' ch-admin-form__body--aside' : ''}`}>
        <div className="ch-admin-form__fields">
          {fields.map((field) => (
            <FormControl key={field.key} field={field} value={draft[field.key]} error={errors[field.key]} onChange={(v) => set(field.key, v)} idPrefix={idPrefix} />
          ))}
        </div>
        {aside ? <div className="ch-admin-form__aside">{aside(draft)}</div> : null}
      </div>
      <div className="ch-admin-form__footer">
        <Button size="middle" testId="admin-form-cancel" onClick={onCancel}>
          {t('kit.cancel')}
        </Button>
        <Button kind="primary" size="middle" submit loading={saving} disabled={saving} testId="admin-form-save">
          {t('kit.save')}
        </Button>
      </div>
    </form>
  );
}
