/** Sign-in, sessions, the idiom challenge, CAS, authenticator codes and sensitive calls: the auth area's failures. */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

export const authErrors = {
  'auth.loginRequired': { status: 401, e: ErrorCode.LOGIN_REQUIRED, zh: '请先登录', en: 'Please sign in first' },
  'auth.forbidden': { status: 403, e: ErrorCode.FORBIDDEN, zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  'auth.badCredentials': { status: 401, e: ErrorCode.FAILED, zh: '账号或密码错误', en: 'Wrong account or password' },
  'auth.accountDisabled': { status: 403, e: ErrorCode.FAILED, zh: '该账号已停用，请联系管理员', en: 'This account is disabled; please contact the administrator' },
  'auth.tooManyAttempts': { status: 429, e: ErrorCode.TOO_MANY_REQUESTS, zh: '尝试次数过多，请 {seconds} 秒后再试', en: 'Too many attempts, please try again in {seconds} seconds' },
  'auth.busy': { status: 503, e: ErrorCode.TOO_MANY_REQUESTS, zh: '登录人数较多，请稍后再试', en: 'Many people are signing in right now, please try again shortly' },
  'auth.foreignOrigin': { status: 403, e: ErrorCode.FORBIDDEN, zh: '请求来自其他网站，已被拒绝', en: 'The request came from another website and was refused' },
  'auth.challengeRequired': { status: 401, e: ErrorCode.CHALLENGE_REQUIRED, zh: '请输入验证码', en: 'Please type the idiom shown in the picture' },
  'auth.challengeWrong': { status: 401, e: ErrorCode.CHALLENGE_REQUIRED, zh: '验证码错误，请输入新图片中的成语', en: 'The idiom was not right; please type the one in the new picture' },
  // spec §8: e = 2 opens the one-time TOTP prompt.
  'totp.required': { status: 403, e: ErrorCode.TOTP_REQUIRED, zh: '请输入动态验证码完成安全验证', en: 'Please enter a code from your authenticator app to continue' },
  'totp.badCode': { status: 400, e: ErrorCode.FAILED, zh: '动态验证码错误或已使用，请输入新的验证码', en: 'The code is wrong or was used already; please enter a new one' },
  'totp.notEnrolled': { status: 409, e: ErrorCode.FAILED, zh: '您尚未开启动态验证码', en: 'You have not turned on authenticator codes' },
  'totp.alreadyOn': { status: 409, e: ErrorCode.CONFLICT, zh: '您已开启动态验证码', en: 'Authenticator codes are already on' },
  'totp.noPendingEnrol': { status: 409, e: ErrorCode.FAILED, zh: '请先扫描二维码获取密钥', en: 'Please scan the QR code first' },
  'security.unknownCall': { status: 400, e: ErrorCode.INVALID_INPUT, zh: '以下接口不能设为敏感操作：{names}', en: 'These calls cannot be made sensitive: {names}' },
  'auth.casOff': { status: 404, e: ErrorCode.FAILED, zh: '本系统未启用统一身份认证', en: 'Campus single sign-on is not enabled here' },
  'auth.casTicketInvalid': { status: 401, e: ErrorCode.FAILED, zh: '统一身份认证登录已失效，请重新登录', en: 'The campus sign-in has expired; please sign in again' },
  'auth.casUnavailable': { status: 502, e: ErrorCode.FAILED, zh: '统一身份认证服务暂时无法完成登录，请稍后再试', en: 'The campus single sign-on service could not complete the sign-in; please try again later' },
  'auth.casUnknownUser': { status: 403, e: ErrorCode.FAILED, zh: '本系统尚无您的账号，请联系管理员', en: 'There is no account for you here yet; please contact the administrator' },
  'auth.casLogoutRefused': { status: 403, e: ErrorCode.FORBIDDEN, zh: '注销请求不是来自统一身份认证服务，已被拒绝', en: 'The logout request did not come from the campus single sign-on service and was refused' },
} satisfies DomainErrorTable<'auth' | 'totp' | 'security'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    auth: typeof authErrors;
  }
}
