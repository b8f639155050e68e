/** The payments area's failures: an order that cannot be paid (missing, closed, past its window), and a provider that cannot be reached. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const paymentsErrors = {
  'payments.notFound': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该订单不存在', en: 'This payment order does not exist' },
  'payments.closed': { status: 409, e: ErrorCode.CONFLICT, zh: '订单已关闭，无法再支付', en: 'This order is closed and can no longer be paid' },
  'payments.expired': { status: 409, e: ErrorCode.CONFLICT, zh: '支付时间已过，订单已失效', en: 'The time to pay has passed; the order is no longer valid' },
  'payments.openidRequired': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '请在微信小程序中完成支付', en: 'Pay inside the WeChat mini-program' },
  'payments.unavailable': { status: 503, e: ErrorCode.SERVER_ERROR, zh: '在线支付暂未开通', en: 'Online payment is not available on this portal' },
  'payments.providerFailed': { status: 502, e: ErrorCode.SERVER_ERROR, zh: '支付服务暂时无法连接，请稍后再试', en: 'The payment service cannot be reached right now; please try again shortly' },
} satisfies DomainErrorTable<'payments'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    payments: typeof paymentsErrors;
  }
}
