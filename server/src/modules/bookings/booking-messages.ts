/**
 * The notifications (type 3) a booking's holder gets, each about the booking (it opens 我的预约,
 * contract/rules/message-target.ts). Titles are stored as sent, in Chinese like the approval messages; the delivery
 * area applies the person's channel settings.
 */
import type { DbOrTx } from '../../db/database';
import { campusDate } from '../../domain/campus-time';
import * as messages from '../messages/messages.service';
import { clockOf } from './booking-times';

export type BookingEvent = 'booked' | 'unpaid' | 'pending' | 'waiting' | 'promoted' | 'approved' | 'rejected' | 'released' | 'cancelled' | 'withdrawn' | 'reminder';

const TITLES: Record<BookingEvent, string> = {
  booked: '预约成功：{what}',
  unpaid: '预约已保留，请在 {payBy} 前支付：{what}',
  pending: '预约已提交，等待审批：{what}',
  waiting: '已加入候补队列：{what}',
  promoted: '候补成功，已为您预约：{what}',
  approved: '预约已通过审批：{what}',
  rejected: '预约未通过审批：{what}',
  released: '预约因未按时支付已释放：{what}',
  cancelled: '预约已取消：{what}',
  withdrawn: '咨询时段已取消，您的预约随之取消：{what}',
  reminder: '预约提醒：{what} 即将开始',
};

export interface Notified {
  id: number;
  uid: string;
  starts_at: Date;
  ends_at: Date;
  pay_by?: Date | null;
}

/** What the booking is: the resource and its time, as every title names it. */
const describe = (b: Notified, resourceName: string) => `${resourceName} ${campusDate(b.starts_at)} ${clockOf(b.starts_at)}–${clockOf(b.ends_at)}`;

export function bookingMessage(event: BookingEvent, b: Notified, resourceName: string, content = ''): messages.NewMessage {
  const payBy = b.pay_by ? clockOf(b.pay_by) : '';
  return {
    to: b.uid,
    type: 3,
    title: TITLES[event].replace('{what}', describe(b, resourceName)).replace('{payBy}', payBy),
    content,
    about: { kind: 'booking', id: String(b.id) },
  };
}

export function notify(db: DbOrTx, event: BookingEvent, b: Notified, resourceName: string, content = ''): Promise<void> {
  return messages.sendMessages(db, [bookingMessage(event, b, resourceName, content)]);
}
