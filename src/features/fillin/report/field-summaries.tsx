/**
 * Each field's summary over the period's submissions in scope: a choice's options counted as bars with their share, a
 * number's sum, average, lowest and highest, a date's submissions per day.
 */
import { Text, View } from '@tarojs/components';
import type { FillFieldSummary } from '@contract/calls/fillins';
import { roleProps } from '@/platform/a11y-role';
import UserText from '@/ui/user-text';
import { useFillinTranslation } from '../i18n';
import { figureText, rateText, shareOf } from '../rules/words';
import { RateBar } from '../shared/rate-bar';

export function FieldSummaries({ fields }: { fields: FillFieldSummary[] }) {
  const { t } = useFillinTranslation();
  return (
    <View className="ch-fill-card" data-testid="field-summaries">
      <View className="ch-fill-card__title" {...roleProps('heading')} aria-level={2}>
        {t('fieldsTitle')}
      </View>
      {fields.length === 0 ? <Text className="ch-fill-note">{t('fieldsEmpty')}</Text> : null}
      <View className="ch-fill-fields">
        {fields.map((f) => (
          <View key={f.field_id} className="ch-fill-field" data-testid="field-summary">
            <View className="ch-fill-field__head">
              <View className="ch-fill-field__label" {...roleProps('heading')} aria-level={3}>
                <UserText text={f.label} />
              </View>
              <Text className="ch-fill-field__answered">{t('answered', { count: f.answered })}</Text>
            </View>
            {f.answered === 0 ? <Text className="ch-fill-note">{t('noAnswers')}</Text> : <Summary field={f} />}
          </View>
        ))}
      </View>
    </View>
  );
}

function Summary({ field: f }: { field: FillFieldSummary }) {
  const { t } = useFillinTranslation();
  if (f.kind === 'number' && f.number) {
    const n = f.number;
    return (
      <View className="ch-fill-figures">
        {(['sum', 'avg', 'min', 'max'] as const).map((k) => (
          <View key={k} className="ch-fill-figure">
            <Text className="ch-fill-figure__label">{t(k)}</Text>
            <Text className="ch-fill-figure__value">{figureText(n[k])}</Text>
          </View>
        ))}
      </View>
    );
  }
  const bars =
    f.kind === 'date'
      ? f.dates.map((d) => ({ key: d.day, label: d.day, count: d.count, recorded: false }))
      : f.options.map((o) => ({ key: o.value, label: o.label, count: o.count, recorded: true }));
  const most = Math.max(1, ...bars.map((b) => b.count));
  return (
    <View className="ch-fill-bars" {...roleProps('list')} aria-label={f.kind === 'date' ? t('perDay') : f.label}>
      {bars.map((b) => (
        <View key={b.key} className="ch-fill-bars__item" {...roleProps('listitem')}>
          {b.recorded ? <UserText className="ch-fill-bars__label" text={b.label} /> : <Text className="ch-fill-bars__label">{b.label}</Text>}
          <View className="ch-fill-bars__bar">
            <RateBar rate={shareOf(b.count, most)} tone="count" figure={t('optionCount', { count: b.count, share: rateText(shareOf(b.count, f.answered)) })} />
          </View>
        </View>
      ))}
    </View>
  );
}
