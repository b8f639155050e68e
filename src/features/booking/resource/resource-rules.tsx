/** A resource's booking rules in words: how far ahead, when booking opens, limits, slots, cancelling, no-shows, fee, approval. */
import { View } from '@tarojs/components';
import type { ReserveDetail } from '@contract/calls/bookings';
import { yuan } from '@contract/rules/booking';
import { roleProps } from '@/platform/a11y-role';
import { useBookingTranslation } from '../i18n';
import { Facts, type Fact } from '../shared/facts';

export function ResourceRules({ detail }: { detail: ReserveDetail }) {
  const { t } = useBookingTranslation();
  const limits = [
    detail.max_active > 0 ? t('ruleLimitActive', { count: detail.max_active }) : '',
    detail.max_per_day > 0 ? t('ruleLimitDay', { count: detail.max_per_day }) : '',
  ].filter(Boolean);
  const facts: Fact[] = [
    { label: t('ruleAhead'), value: detail.days_ahead > 0 ? t('ruleAheadDays', { count: detail.days_ahead + 1 }) : t('ruleAheadToday') },
    {
      label: t('ruleOpens'),
      value: detail.days_ahead > 0 ? t('ruleOpensAt', { time: detail.opens_at_time, count: detail.days_ahead }) : t('ruleOpensAtToday', { time: detail.opens_at_time }),
    },
    { label: t('ruleLimits'), value: limits.length > 0 ? limits.join(' · ') : t('ruleNoLimit') },
    { label: t('ruleSlot'), value: t('ruleSlotLength', { minutes: detail.slot_minutes, count: detail.max_slots }) },
    { label: t('ruleCancel'), value: t('ruleCancelBefore', { minutes: detail.cancel_minutes }) },
    ...(detail.no_show_limit > 0 ? [{ label: t('ruleNoShow'), value: t('ruleNoShowBlock', { count: detail.no_show_limit, days: detail.no_show_block_days }) }] : []),
    { label: t('ruleFee'), value: detail.fee > 0 ? t('ruleFeeText', { yuan: yuan(detail.fee), minutes: detail.payment_minutes }) : t('free') },
    { label: t('ruleApproval'), value: detail.needs_approval ? t('ruleApprovalYes') : t('ruleApprovalNo') },
  ];
  return (
    <View className="ch-bk-panel" data-testid="resource-rules">
      <View className="ch-bk-panel__title" {...roleProps('heading')} aria-level={2}>
        {t('rulesTitle')}
      </View>
      <Facts facts={facts} />
    </View>
  );
}
