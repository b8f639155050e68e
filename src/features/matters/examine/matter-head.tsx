/**
 * The application's head: its title and service, its status, the applicant (name, number, department) and when it
 * was made (and ended); the print and PDF tools beside them.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { MatterDetail } from '@contract/calls/matters';
import { roleProps } from '@/platform/a11y-role';
import UserText from '@/ui/user-text';
import { statusKey } from '../rules/status';
import { useExamineTranslation } from './i18n';

const TONES: Record<number, string> = { 0: 'blue', 1: 'strong', 2: 'green', 4: 'grey' };

interface Props {
  detail: MatterDetail;
  tools?: ReactNode;
}

export function MatterHead({ detail, tools }: Props) {
  const { t } = useExamineTranslation();
  const { applicant } = detail;
  const facts = [
    { key: 'factApplicant', value: applicant.name, person: true },
    { key: 'factNumber', value: applicant.number },
    { key: 'factCollege', value: applicant.college },
    { key: 'factCreated', value: detail.created.slice(0, 16) },
    { key: 'factFinished', value: detail.finished.slice(0, 16) },
    { key: 'factInstId', value: detail.inst_id },
  ].filter((f) => f.value);
  return (
    <View className="ch-matter-card ch-exam-head">
      <View className="ch-exam-head__titles">
        <Text className="ch-exam-head__service">{detail.app_name}</Text>
        <View className="ch-exam-head__title" {...roleProps('heading')} aria-level={1}>
          {detail.title ? <UserText text={detail.title} /> : detail.app_name}
        </View>
      </View>
      <Text className={`ch-matter-tag ch-exam-head__status ch-matter-tag--${TONES[detail.status] ?? 'grey'}`} data-testid="examine-status">
        {t(statusKey(detail.status))}
      </Text>
      {tools ? <View className="ch-exam-head__tools">{tools}</View> : null}
      <View className="ch-exam-head__facts">
        {facts.map((f) => (
          <View key={f.key} className="ch-exam-head__fact">
            <Text className="ch-exam-head__fact-name">{t(f.key)}</Text>
            {'person' in f ? <UserText className="ch-exam-head__fact-value" text={f.value} /> : <Text className="ch-exam-head__fact-value">{f.value}</Text>}
          </View>
        ))}
      </View>
    </View>
  );
}
