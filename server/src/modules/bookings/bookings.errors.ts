/**
 * The bookings area's failures. A refused booking answers with the codes of contract/rules/booking.ts
 * (BookingRefusal), so a page tells "full" from "not open yet" without reading `m`; `m` says it in words.
 */
import { ErrorCode } from '../../../../contract/envelope';
import { BookingRefusal } from '../../../../contract/rules/booking';
import type { DomainErrorTable } from '../../domain/errors';

export const bookingsErrors = {
  'bookings.full': { status: 409, e: BookingRefusal.FULL, zh: '该时段已约满', en: 'This time slot is fully booked' },
  'bookings.notOpen': { status: 409, e: BookingRefusal.NOT_OPEN, zh: '预约尚未开放，将于 {opensAt} 开放', en: 'Booking is not open yet; it opens at {opensAt}' },
  'bookings.limitReached': {
    status: 409,
    e: BookingRefusal.LIMIT_REACHED,
    zh: '您在此处的预约已达上限（{limit} 个），请先使用或取消已有预约',
    en: 'You already hold as many bookings here as allowed ({limit}); use or cancel one first',
  },
  'bookings.blocked': {
    status: 403,
    e: BookingRefusal.BLOCKED,
    zh: '您多次预约未到，{until} 前不能在此预约',
    en: 'You missed several bookings, so you cannot book here until {until}',
  },
  'bookings.notAllowed': { status: 403, e: BookingRefusal.NOT_ALLOWED, zh: '该资源不向您开放预约', en: 'This resource is not open to you for booking' },
  'bookings.notOffered': { status: 409, e: BookingRefusal.NOT_OFFERED, zh: '该时段不可预约', en: 'This time slot cannot be booked' },
  'bookings.tooLateToCancel': {
    status: 409,
    e: BookingRefusal.TOO_LATE_TO_CANCEL,
    zh: '已过取消截止时间（{cancelBy}），不能取消',
    en: 'The cancellation deadline ({cancelBy}) has passed',
  },
  'bookings.alreadyHeld': { status: 409, e: BookingRefusal.ALREADY_HELD, zh: '您已预约或正在排队等候该时段', en: 'You already hold or are waiting for this time slot' },
  'bookings.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该预约资源不存在', en: 'This booking resource does not exist' },
  'bookings.bookingNotFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该预约不存在', en: 'This booking does not exist' },
  'bookings.notCancellable': { status: 409, e: ErrorCode.CONFLICT, zh: '该预约已结束或已取消，不能再取消', en: 'This booking has ended or was cancelled already' },
  'bookings.notConfirmed': { status: 409, e: ErrorCode.CONFLICT, zh: '预约确认后才有签到码', en: 'A check-in code is shown once the booking is confirmed' },
  'bookings.codeExpired': { status: 400, e: ErrorCode.SHOW_ERROR, zh: '签到码已过期，请让预约人刷新后重新出示', en: 'This check-in code has expired; ask for a fresh one' },
  'bookings.codeInvalid': { status: 400, e: ErrorCode.SHOW_ERROR, zh: '签到码无效', en: 'This check-in code is not valid' },
  'bookings.notManager': { status: 403, e: ErrorCode.FORBIDDEN, zh: '您不是该场地的管理员，不能签到', en: 'Only the managers of this place can check people in' },
  'bookings.notCheckInTime': {
    status: 409,
    e: ErrorCode.SHOW_ERROR,
    zh: '不在签到时间内（开始前 15 分钟至结束）',
    en: 'Check-in is open from 15 minutes before the start to the end',
  },
  'bookings.notCheckable': { status: 409, e: ErrorCode.SHOW_ERROR, zh: '该预约未确认或已取消，不能签到', en: 'This booking is not confirmed or was cancelled, so it cannot be checked in' },
  'bookings.notUnpaid': { status: 409, e: ErrorCode.CONFLICT, zh: '该预约无需支付', en: 'Nothing is to be paid for this booking' },
  'bookings.noConsultPermit': { status: 403, e: ErrorCode.FORBIDDEN, zh: '您没有咨询排班权限', en: 'You may not publish consultation hours' },
  'bookings.hoursOverlap': { status: 409, e: ErrorCode.CONFLICT, zh: '与已发布的时段重叠', en: 'These hours overlap hours you published' },
  'bookings.badHours': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '结束时间须晚于开始时间，且至少能排一个时段', en: 'The end must come after the start, with room for at least one slot' },
  'bookings.pastHours': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '不能发布已经开始的时段', en: 'Hours that have begun cannot be published' },
  'bookings.hoursNotFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该时段不存在', en: 'These hours do not exist' },
} satisfies DomainErrorTable<'bookings'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    bookings: typeof bookingsErrors;
  }
}
