/**
 * The sign value of spec §4 (contract/rules/status.ts signValue): a task that signs (2, with the approver's
 * signature; 1, as one of a countersign) is approved only after its approver ticks that they sign in their own name.
 */
import { useId } from 'react';
import { Text, View } from '@tarojs/components';
import { ChoiceGroup } from '@/features/forms/controls/choice-group';
import { plainId } from '@/features/forms/frame/field-frame.types';
import { roleProps } from '@/platform/a11y-role';
import { signKey } from '../rules/examine';
import { useExamineTranslation } from './i18n';

interface Props {
  sign: 1 | 2;
  ticked: boolean;
  onChange(ticked: boolean): void;
  problem: boolean;
}

export function SignConfirm({ sign, ticked, onChange, problem }: Props) {
  const { t } = useExamineTranslation();
  const id = plainId(useId());
  const label = t(signKey(sign) ?? 'signName');
  return (
    <View className={`ch-sign${problem ? ' ch-sign--problem' : ''}`} data-testid="examine-sign">
      <Text id={`${id}-h`} className="ch-sign__hint">
        {t(sign === 2 ? 'signHintName' : 'signHintCountersign')}
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
          {t('signRequired')}
        </Text>
      ) : null}
    </View>
  );
}
