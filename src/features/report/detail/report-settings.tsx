/**
 * What a report runs over, set by the reader: the dimension and the measure the report offers, the time range (two
 * dates, or a preset: 近7天, 近30天, 本学期) and a department of the reader's scope. Each control is the form renderer's
 * own (a native select and date input on H5, Taro's pickers in the mini-program), named by its visible label.
 */
import { useId, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { ReportDetail } from '@contract/calls/reports';
import { roleProps } from '@/platform/a11y-role';
import { plainId, type ControlA11y } from '@/ui/control-a11y';
import { DateBox } from '@/ui/date-box';
import Pressable from '@/ui/pressable';
import { SelectBox } from '@/ui/select-box';
import { useReportTranslation } from '../i18n';
import type { ReportQuery } from '../rules/query';
import { PRESETS, presetOf, presetRange, type Range } from '../rules/ranges';

/** A control with its visible label: `control` is given what names it. */
function Setting({ label, testId, control }: { label: string; testId: string; control(a11y: ControlA11y): ReactNode }) {
  const id = plainId(useId());
  return (
    <View className="ch-report-setting" data-testid={testId}>
      <Text id={`${id}-label`} className="ch-report-setting__label">
        {label}
      </Text>
      {control({ id: `${id}-control`, labelledBy: `${id}-label`, label, invalid: false, required: false })}
    </View>
  );
}

const ignore = () => undefined;

interface Props {
  detail: ReportDetail;
  query: ReportQuery;
  today: string;
  onChange(patch: Partial<ReportQuery>): void;
}

export function ReportSettings({ detail, query, today, onChange }: Props) {
  const { t } = useReportTranslation();
  const chosen = presetOf(query, today);
  const setRange = (range: Range) => onChange(range);
  const choices = (list: { key: string; label: string }[]) => list.map((c) => ({ value: c.key, label: c.label }));
  const dateBox = (which: 'from' | 'to') => (a11y: ControlA11y) => (
    <DateBox
      a11y={a11y}
      mode="date"
      value={query[which]}
      max={today}
      onChange={(value) => value && onChange({ [which]: value.slice(0, 10) })}
      onBlur={ignore}
      placeholder={t('pickDate')}
      texts={{ date: t(which), time: '' }}
    />
  );

  return (
    <View className="ch-report-settings" {...roleProps('group')} aria-label={t('settings')}>
      <Setting
        label={t('dimension')}
        testId="report-dimension"
        control={(a11y) => <SelectBox a11y={a11y} choices={choices(detail.dimensions)} value={query.dimension} onChange={(v) => v && onChange({ dimension: v })} onBlur={ignore} placeholder={t('dimension')} />}
      />
      <Setting
        label={t('measure')}
        testId="report-measure"
        control={(a11y) => <SelectBox a11y={a11y} choices={choices(detail.measures)} value={query.measure} onChange={(v) => v && onChange({ measure: v })} onBlur={ignore} placeholder={t('measure')} />}
      />
      <Setting label={t('from')} testId="report-from" control={dateBox('from')} />
      <Setting label={t('to')} testId="report-to" control={dateBox('to')} />
      <View className="ch-report-presets" {...roleProps('group')} aria-label={t('range')} data-testid="report-presets">
        {PRESETS.map((p) => (
          <Pressable key={p} className={`ch-report-chip${chosen === p ? ' ch-report-chip--on' : ''}`} pressed={chosen === p} onPress={() => setRange(presetRange(p, today))}>
            {t(`preset_${p}`)}
          </Pressable>
        ))}
      </View>
      {detail.departments.length > 0 ? (
        <Setting
          label={t('department')}
          testId="report-department"
          control={(a11y) => (
            <SelectBox
              a11y={a11y}
              // H5's <select> offers the placeholder as its empty option; the mini-program's picker needs an entry to clear it.
              choices={[...(process.env.TARO_ENV === 'h5' ? [] : [{ value: '', label: t('allDepartments') }]), ...detail.departments.map((d) => ({ value: String(d.id), label: d.name }))]}
              value={query.department_id ? String(query.department_id) : undefined}
              onChange={(v) => onChange({ department_id: v ? Number(v) : undefined })}
              onBlur={ignore}
              placeholder={t('allDepartments')}
              recorded
            />
          )}
        />
      ) : null}
    </View>
  );
}
