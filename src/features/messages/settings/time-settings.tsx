/**
 * When messages go (spec §3 Message settings): real-time ones at once (real_type 1) or within a custom window
 * (real_type 2: start, end, work days only; the start before the end), and the daily digest on or off at one of the
 * digest times (contract/rules/message-settings.ts).
 */
import { useId } from 'react';
import { Text, View } from '@tarojs/components';
import type { MessageSettings } from '@contract/calls/messages';
import { digestTimes } from '@contract/rules/message-settings';
import CheckBox from '@/ui/check-box';
import { ChoiceGroup } from '@/ui/choice-group';
import { plainId } from '@/ui/control-a11y';
import { roleProps } from '@/platform/a11y-role';
import { useMessagesTranslation } from '../i18n';
import { onOff, windowTimes, withReal, withTiming } from './settings-draft';
import { TimeSelect } from './time-select';

interface Props {
  settings: MessageSettings;
  onEdit(change: (settings: MessageSettings) => MessageSettings): void;
  /** The window's problem (开始时间须早于结束时间), shown and announced at it. */
  windowError: string | null;
}

const AT_ONCE = '1';
const IN_WINDOW = '2';
const WINDOW_ENDS = [
  { key: 'start_time', label: 'windowStart' },
  { key: 'end_time', label: 'windowEnd' },
] as const;

export function TimeSettings({ settings, onEdit, windowError }: Props) {
  const { t } = useMessagesTranslation();
  const id = plainId(useId());
  const { real, timing } = settings.time_setting;
  const span = real.custom_remind;
  const errorId = `${id}-window-error`;
  const choices = windowTimes(span.start_time, span.end_time).map((time) => ({ value: time, label: time }));

  return (
    <View className="ch-msg-settings__times">
      <View className="ch-msg-settings__time-group">
        <Text id={`${id}-real`} className="ch-msg-settings__label">
          {t('realTitle')}
        </Text>
        <ChoiceGroup
          a11y={{ id: `${id}-real-choice`, labelledBy: `${id}-real`, label: t('realTitle'), invalid: false, required: true }}
          choices={[
            { value: AT_ONCE, label: t('realAtOnce') },
            { value: IN_WINDOW, label: t('realWindow') },
          ]}
          multiple={false}
          chosen={[String(real.real_type)]}
          onChange={([next]) => onEdit((s) => withReal(s, { real_type: next === IN_WINDOW ? 2 : 1 }))}
          onBlur={() => undefined}
        />
        {real.real_type === 2 ? (
          <View className="ch-msg-settings__window" data-testid="reminder-window">
            {WINDOW_ENDS.map(({ key, label }) => (
              <TimeSelect
                key={key}
                label={t(label)}
                choices={choices}
                value={span[key]}
                onChange={(time) => onEdit((s) => withReal(s, { custom_remind: { [key]: time } }))}
                error={windowError ? errorId : undefined}
                placeholder={t('chooseTime')}
              />
            ))}
            <CheckBox
              label={t('onlyWorkDay')}
              checked={span.only_work_day === '1'}
              onChange={(on) => onEdit((s) => withReal(s, { custom_remind: { only_work_day: onOff(on) } }))}
              testId="only-work-day"
            />
            {windowError ? (
              <View id={errorId} className="ch-msg-settings__error" {...roleProps('alert')} data-testid="window-error">
                {windowError}
              </View>
            ) : null}
          </View>
        ) : null}
      </View>
      <View className="ch-msg-settings__time-group">
        <Text className="ch-msg-settings__label">{t('timingTitle')}</Text>
        <CheckBox label={t('timingOn')} checked={timing.select === '1'} onChange={(on) => onEdit((s) => withTiming(s, { select: onOff(on) }))} testId="timing-on" />
        {timing.select === '1' ? (
          <TimeSelect
            label={t('timingTime')}
            choices={digestTimes().map((time) => ({ value: time, label: time }))}
            value={timing.select_tim}
            onChange={(select_tim) => onEdit((s) => withTiming(s, { select_tim }))}
            placeholder={t('chooseTime')}
          />
        ) : null}
      </View>
    </View>
  );
}
