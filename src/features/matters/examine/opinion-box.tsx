/**
 * An opinion (at most 2000 characters, the calls' limit) with the common phrases as chips: a tapped phrase fills an
 * empty opinion or is added after what is written. Used for the approver's opinion and in the return dialog.
 */
import { useId } from 'react';
import { Text, View } from '@tarojs/components';
import { TextBox } from '@/ui/text-box';
import { plainId } from '@/ui/control-a11y';
import { roleProps } from '@/platform/a11y-role';
import Pressable from '@/ui/pressable';
import { OPINION_MAX, withPhrase } from '../rules/examine';
import { useExamineTranslation } from './i18n';

const PHRASES = ['phrase1', 'phrase2', 'phrase3', 'phrase4'];

interface Props {
  value: string;
  onChange(value: string): void;
  label?: string;
  placeholder?: string;
  /** Shown under the box, and the box marked invalid. */
  problem?: string | null;
  required?: boolean;
  phrases?: boolean;
  testId?: string;
}

export function OpinionBox({ value, onChange, label, placeholder, problem, required = false, phrases = true, testId }: Props) {
  const { t } = useExamineTranslation();
  const id = plainId(useId());
  const name = label ?? t('opinionLabel');
  return (
    <View className="ch-opinion" data-testid={testId}>
      <Text id={`${id}-l`} className="ch-opinion__label">
        {name}
        {required ? <Text className="ch-opinion__required" aria-hidden="true"> *</Text> : null}
      </Text>
      <TextBox
        a11y={{ id, labelledBy: `${id}-l`, label: name, describedBy: problem ? `${id}-p` : undefined, invalid: Boolean(problem), required }}
        value={value}
        onChange={onChange}
        onBlur={() => undefined}
        multiline
        maxLength={OPINION_MAX}
        placeholder={placeholder ?? t('opinionPlaceholder')}
      />
      <View className="ch-opinion__foot">
        {problem ? (
          <Text id={`${id}-p`} className="ch-opinion__problem" {...roleProps('alert')}>
            {problem}
          </Text>
        ) : (
          <Text />
        )}
        <Text className="ch-opinion__count" aria-hidden="true">
          {t('opinionCount', { count: value.length, max: OPINION_MAX })}
        </Text>
      </View>
      {phrases ? (
        <View className="ch-opinion__phrases" {...roleProps('group')} aria-label={t('phrasesLabel')}>
          {PHRASES.map((key) => {
            const phrase = t(key);
            return (
              <Pressable key={key} className="ch-opinion__chip" label={t('phraseAdd', { phrase })} onPress={() => onChange(withPhrase(value, phrase))} testId="opinion-phrase">
                {phrase}
              </Pressable>
            );
          })}
        </View>
      ) : null}
    </View>
  );
}
