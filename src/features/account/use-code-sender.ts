/**
 * Sends verification codes and runs the button's countdown (./rules/code-sender.ts): the phone and email dialogs
 * (template editcode), sign-up (register) and password reset (reset). Answers are toasts (spec §8: 验证码已发送 /
 * 发送失败, or the server's reason, such as 该手机号码已注册); a wrong number or address is the caller's inline error.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import i18next from 'i18next';
import type { CodeTemplate } from '@contract/calls/account';
import { ErrorCode } from '@contract/envelope';
import type { Problem } from '@contract/rules/validation';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import { showToast } from '@/ui/toast';
import { codeLive, codeReducer, initialCodeState, sendRefusal, type CodeEvent } from './rules/code-sender';
import { checkCodeTarget, sentTooRecently, type ContactKind } from './rules/contact';
import { serverReason } from './server-reason';

const specText = (key: string) => i18next.t(`spec.${key}`);

function requestCode(kind: ContactKind, value: string, template: CodeTemplate) {
  return kind === 'mobile' ? api.validate_code({ mobile: value, template }, { quiet: true }) : api.getEmailCode({ email: value, template }, { quiet: true });
}

export function useCodeSender(template: CodeTemplate) {
  const [state, setState] = useState(initialCodeState);
  // The machine moves at once, not at the next render: a press right after another (or right after an answer) must
  // see the busy flag and the countdown as they are now.
  const current = useRef(initialCodeState);
  const dispatch = useCallback((event: CodeEvent) => {
    current.current = codeReducer(current.current, event);
    setState(current.current);
  }, []);

  const counting = state.phase === 'counting';
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [counting, dispatch]);

  /** Sends a code to `value`; answers the problem with it (for the field), or null once the request was dealt with. */
  const send = async (kind: ContactKind, value: string): Promise<Problem> => {
    const target = value.trim();
    const problem = checkCodeTarget(kind, target);
    if (problem) return problem;
    const refusal = sendRefusal(current.current);
    if (refusal === 'resendBlocked') showToast({ content: specText('resendBlocked'), kind: 'error' });
    if (refusal) return null;
    dispatch({ type: 'send' });
    try {
      const sent = await requestCode(kind, target, template);
      dispatch({ type: 'sent', resendIn: sent.resend_in });
      showToast({ content: specText('codeSent'), kind: 'success' });
    } catch (err) {
      const answered = serverReason(err, '');
      dispatch({ type: answered && sentTooRecently(answered) ? 'tooSoon' : 'refused' });
      if (!(err instanceof RequestError && err.e === ErrorCode.CANCELLED)) showToast({ content: answered || specText('sendFailed'), kind: 'error' });
    }
    return null;
  };

  return { state, send, live: codeLive(state) };
}
