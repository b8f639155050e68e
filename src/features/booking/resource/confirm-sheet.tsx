/**
 * The booking sheet: what is booked (resource, day and time, unit, how many slots up to max_slots, fee) with a remark,
 * then the answer in place — the result, or the refusal in words (full: the waitlist offered; not open yet: when it
 * opens), or, when no answer came, the same attempt sent again with its key.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { ReserveDetail } from '@contract/calls/bookings';
import { yuan } from '@contract/rules/booking';
import { roleProps } from '@/platform/a11y-role';
import Button from '@/ui/button';
import Popup from '@/ui/popup';
import UserText from '@/ui/user-text';
import { useBookingTranslation } from '../i18n';
import { BookingResult } from '../shared/booking-result';
import { Chips } from '../shared/chips';
import { Facts } from '../shared/facts';
import { LabelledText } from '../shared/labelled-text';
import { useDayWords } from '../shared/strip-days';
import type { Attempt, BookingRequest } from './use-booking-attempt';

export interface SheetOrder {
  date: string;
  start: string;
  /** The end of the slot picked, then of each count of slots (index 0: one slot). */
  ends: string[];
  unitLabel: string;
  unitId?: number;
  waitlist: boolean;
  special: boolean;
}

interface Props {
  detail: ReserveDetail;
  order: SheetOrder | null;
  attempt: Attempt;
  onMobile: boolean;
  send(request: BookingRequest): void;
  retry(): void;
  onClose(): void;
}

const REMARK_MAX = 200;

export function ConfirmSheet({ detail, order, attempt, onMobile, send, retry, onClose }: Props) {
  const { t } = useBookingTranslation();
  const day = useDayWords();
  const [count, setCount] = useState(1);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!order) return null;
  const slots = Math.min(count, order.ends.length);
  const request: BookingRequest = {
    id: detail.id,
    date: order.date,
    start: order.start,
    slots,
    unit_id: order.unitId,
    waitlist: order.waitlist ? 1 : undefined,
    special: order.special ? 1 : undefined,
    remark: remark.trim() || undefined,
  };
  const confirm = () => {
    if (order.special && !remark.trim()) return setProblem(t('remarkNeeded'));
    send(request);
  };
  const sending = attempt.phase === 'sending';
  const asking = attempt.phase === 'idle' || sending || attempt.phase === 'unanswered';
  const title = attempt.phase === 'done' ? t('resultTitle') : attempt.phase === 'refused' ? t('refusedTitle') : t(order.waitlist ? 'confirmWaitTitle' : order.special ? 'specialTitle' : 'confirmTitle');
  const footer = asking ? (
    <>
      <Button onClick={onClose} testId="sheet-cancel">
        {t('cancel')}
      </Button>
      <Button kind="primary" loading={sending} disabled={sending} onClick={attempt.phase === 'unanswered' ? retry : confirm} testId="sheet-confirm">
        {sending ? t('submitting') : attempt.phase === 'unanswered' ? t('retrySend') : t(order.waitlist ? 'confirmWait' : order.special ? 'specialSubmit' : 'confirm')}
      </Button>
    </>
  ) : undefined;

  return (
    <Popup visible title={title} onClose={onClose} position={onMobile ? 'bottom' : 'center'} footer={footer} testId="confirm-sheet" width={480}>
      {attempt.phase === 'done' ? <BookingResult booking={attempt.booking} onMobile={onMobile} onAnother={onClose} onLeave={onClose} /> : null}
      {attempt.phase === 'refused' ? <Refusal attempt={attempt} onWaitlist={() => send({ ...attempt.request, waitlist: 1, slots: 1, unit_id: undefined })} /> : null}
      {asking ? (
        <View className="ch-bk-sheet">
          <Facts
            facts={[
              { label: t('resource'), value: <UserText text={detail.name} /> },
              { label: t('when'), value: `${day(order.date)} ${order.start}–${order.ends[slots - 1]}`, testId: 'sheet-when' },
              ...(order.unitLabel ? [{ label: t('unit'), value: <UserText text={order.unitLabel} /> }] : []),
              ...(detail.fee > 0 && !order.special ? [{ label: t('fee'), value: t('feeTotal', { yuan: yuan(detail.fee * slots) }) }] : []),
            ]}
          />
          {order.ends.length > 1 ? (
            <Chips
              label={t('slotCount')}
              value={String(slots)}
              onChange={(n) => setCount(Number(n))}
              chips={order.ends.map((_, i) => ({ value: String(i + 1), label: t('slotCountN', { count: i + 1 }) }))}
              testId="slot-count"
            />
          ) : null}
          <LabelledText
            label={t('remark')}
            value={remark}
            onChange={(v) => {
              setRemark(v);
              setProblem(null);
            }}
            placeholder={order.special ? t('specialHint') : t('remarkHint')}
            problem={problem}
            required={order.special}
            multiline
            maxLength={REMARK_MAX}
          />
          {attempt.phase === 'unanswered' ? (
            <Text className="ch-bk-alert" {...roleProps('alert')} data-testid="send-failed">
              {t('sendFailed', { reason: attempt.message })}
            </Text>
          ) : null}
        </View>
      ) : null}
    </Popup>
  );
}

function Refusal({ attempt, onWaitlist }: { attempt: Extract<Attempt, { phase: 'refused' }>; onWaitlist(): void }) {
  const { t } = useBookingTranslation();
  const offerWaitlist = attempt.kind === 'full' && !attempt.request.waitlist;
  return (
    <View className="ch-bk-refusal" data-testid="booking-refusal">
      <View className="ch-bk-refusal__what" {...roleProps('alert')}>
        {attempt.kind ? <Text className="ch-bk-refusal__kind">{t(`refused_${attempt.kind}`)}</Text> : null}
        <Text className="ch-bk-refusal__why" data-testid="refusal-message">
          {attempt.message}
        </Text>
      </View>
      {offerWaitlist ? (
        <View className="ch-bk-refusal__offer">
          <Text>{t('offerWaitlist')}</Text>
          <Button kind="primary" onClick={onWaitlist} testId="offer-waitlist">
            {t('joinWaitlist')}
          </Button>
        </View>
      ) : null}
    </View>
  );
}
