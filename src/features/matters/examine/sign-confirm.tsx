/**
 * The sign value of spec §4 (contract/rules/status.ts signValue): a task that signs (2, with a signature; 1, as one
 * approver's share of a step several decide) is approved only after its approver ticks that they sign. The words come
 * from contract/rules/sign-words.ts: the step's mode as the process diagram names it, and, acting for someone under a
 * grant, signing on their behalf (代 X 签署) rather than in one's own name.
 */
import { useId } from 'react';
import { Text, View } from '@tarojs/components';
import type { SignWords } from '@contract/rules/sign-words';
import { ChoiceGroup } from '@/ui/choice-group';
import { plainId } from '@/ui/control-a11y';
import { roleProps } from '@/platform/a11y-role';
import { useExamineTranslation } from './i18n';

interface Props {
  words: SignWords;
  ticked: boolean;
  onChange(ticked: boolean): void;
  problem: boolean;
}

export function SignConfirm({ words, ticked, onChange, problem }: Props) {
  const { t } = useExamineTranslation();
  const id = plainId(useId());
  const name = words.name ?? '';
  const label = t(words.label, { name });
  return (
    <View className={`ch-sign${problem ? ' ch-sign--problem' : ''}`} data-testid="examine-sign">
      <Text id={`${id}-h`} className="ch-sign__hint">
        {t(words.hint, { name, mode: words.mode ? t(words.mode) : '' })}
      </Text>
      <ChoiceGroup
        a11y={{ id, labelledBy: `${id}-h`, label, describedBy: problem ? `${id}-p` : undefined, invalid: problem, required: true }}
        choices={[{ value: 'sign', label }]}
        multiple
        chosen={ticked ? ['sign'] : []}
        onChange={(next) => onChange(next.includes('sign'))}
        onBlur={() => undefined}
      />
      {problem ? (
        <Text id={`${id}-p`} className="ch-sign__problem" {...roleProps('alert')}>
          {t('signRequired', { label })}
        </Text>
      ) : null}
    </View>
  );
}
