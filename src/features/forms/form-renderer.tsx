/**
 * A form as one process node sees it: each field edited, read or left out as its permissions say there
 * (contract/forms/field-access.ts), with its label, required mark, help, pre-filled source and problem.
 */
import { useCallback, useMemo, useRef, type FC } from 'react';
import { View } from '@tarojs/components';
import { fieldAccess, START_NODE, type FormField, type FormValues } from '@contract/forms';
import { usesMobilePages } from '@/platform/client';
import { FieldControl, isGroupControl } from './fields/field-control';
import { FieldFrame } from './frame/field-frame';
import { FormContext, type FormContextValue } from './form-context';
import { fieldHelp, fieldLabel } from './labels';
import { ReadValue } from './read/read-value';
import { RepeatTableView } from './table/repeat-table-field';
import type { FormRendererProps } from './types';
import { problemText, useFormsTexts } from './use-forms-texts';
import { needsRegions, useRegionCatalog } from './use-region-catalog';
import './form.scss';

type Update = unknown | ((current: unknown) => unknown);

export const FormRenderer: FC<FormRendererProps> = (props) => {
  const { schema, values, onChange, onBlur, onRowsMoved, readOnly = false, prefilled, errors = {}, focus } = props;
  const node = props.node ?? START_NODE;
  const { t, lang } = useFormsTexts();
  const regions = useRegionCatalog(needsRegions(schema, node));
  const layout = props.layout ?? (usesMobilePages() ? 'mobile' : 'desktop');
  const { uploadCategory = 'form', appId, instId } = props;
  const context = useMemo<FormContextValue>(
    () => ({ t, lang, regions, layout, upload: { category: uploadCategory, appId, instId } }),
    [t, lang, regions, layout, uploadCategory, appId, instId],
  );

  // Changes that end later (an upload) apply to the values as they are then, not as they were when they began.
  const latest = useRef(values);
  latest.current = values;
  const setField = useCallback(
    (id: string, update: Update) => {
      const current = latest.current;
      const value = typeof update === 'function' ? (update as (c: unknown) => unknown)(current[id]) : update;
      const next: FormValues = { ...current };
      if (value === undefined) delete next[id];
      else next[id] = value;
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  const blur = useCallback((path: string) => onBlur?.(path), [onBlur]);

  const field = (f: FormField) => {
    const access = readOnly ? 'read' : fieldAccess(f, node);
    if (access === 'hidden') return null;
    const editable = access === 'edit';
    if (f.type === 'RepeatTable') {
      return (
        <RepeatTableView
          key={f.id}
          field={f}
          value={values[f.id]}
          readOnly={!editable}
          prefilled={prefilled?.[f.id]}
          errors={errors}
          focus={focus}
          onChange={(update) => setField(f.id, (current: unknown) => update(Array.isArray(current) ? current : []))}
          onBlur={blur}
          onRowsMoved={onRowsMoved}
        />
      );
    }
    const problem = editable ? errors[f.id] : undefined;
    return (
      <FieldFrame
        key={f.id}
        path={f.id}
        label={fieldLabel(f, lang)}
        required={f.required === true}
        help={fieldHelp(f, lang)}
        prefilled={prefilled?.[f.id]}
        error={problem ? problemText(problem, lang) : undefined}
        group={isGroupControl(f)}
        readOnly={!editable}
        layout={layout}
        focus={focus}
        texts={{ required: t('required') }}
      >
        {(a11y) =>
          editable ? (
            <FieldControl field={f} value={values[f.id]} a11y={a11y} onChange={(v) => setField(f.id, v)} onBlur={() => blur(f.id)} />
          ) : (
            <ReadValue field={f} value={values[f.id]} />
          )
        }
      </FieldFrame>
    );
  };

  return (
    <FormContext.Provider value={context}>
      <View className={`ch-form ch-form--${layout}`}>{schema.fields.map(field)}</View>
    </FormContext.Provider>
  );
};
