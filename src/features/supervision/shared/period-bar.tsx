/**
 * The period a page's figures cover: two campus dates (the data center's date boxes and presets: 近7天, 近30天,
 * 本学期), refused on the page before it asks when it runs backwards or past a year.
 */
import { useId, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { presetOf, presetRange, PRESETS, rangeProblem, campusToday, type Range } from '@/features/report';
import { roleProps } from '@/platform/a11y-role';
import { plainId } from '@/ui/control-a11y';
import { DateBox } from '@/ui/date-box';
import Pressable from '@/ui/pressable';
import { useSupervisionTranslation } from '../i18n';

const ignore = () => undefined;

/** The period the pages open on (the last 30 days), and the reader's changes to it. */
export function usePeriod() {
  const [today] = useState(() => campusToday());
  const [range, setRange] = useState<Range>(() => presetRange('last30', today));
  return { today, range, setRange, problem: rangeProblem(range) };
}

function DateSetting({ which, range, today, onChange }: { which: 'from' | 'to'; range: Range; today: string; onChange(next: Range): void }) {
  const { t } = useSupervisionTranslation();
  const id = plainId(useId());
  return (
    <View className="ch-sv-setting" data-testid={`supervision-${which}`}>
      <Text id={`${id}-label`} className="ch-sv-setting__label">
        {t(which)}
      </Text>
      <DateBox
        a11y={{ id: `${id}-control`, labelledBy: `${id}-label`, label: t(which), invalid: false, required: false }}
        mode="date"
        value={range[which]}
        max={today}
        onChange={(value) => value && onChange({ ...range, [which]: value.slice(0, 10) })}
        onBlur={ignore}
        placeholder={t('pickDate')}
        texts={{ date: t(which), time: '' }}
      />
    </View>
  );
}

export function PeriodBar({ period }: { period: ReturnType<typeof usePeriod> }) {
  const { t } = useSupervisionTranslation();
  const { range, today, setRange, problem } = period;
  const chosen = presetOf(range, today);
  return (
    <>
      <View className="ch-sv-settings" {...roleProps('group')} aria-label={t('period')}>
        <DateSetting which="from" range={range} today={today} onChange={setRange} />
        <DateSetting which="to" range={range} today={today} onChange={setRange} />
        <View className="ch-sv-chips" {...roleProps('group')} aria-label={t('period')}>
          {PRESETS.map((p) => (
            <Pressable key={p} className={`ch-sv-chip${chosen === p ? ' ch-sv-chip--on' : ''}`} pressed={chosen === p} onPress={() => setRange(presetRange(p, today))} testId={`supervision-preset-${p}`}>
              {t(`preset_${p}`)}
            </Pressable>
          ))}
        </View>
      </View>
      {problem ? (
        <Text className="ch-sv-problem" {...roleProps('alert')} data-testid="supervision-range-problem">
          {t(`range_${problem}`)}
        </Text>
      ) : null}
    </>
  );
}
