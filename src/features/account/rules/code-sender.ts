/**
 * The verification code button as a state machine (spec §4 "Phone change", "Verification code"; §9: 60 s). Sending
 * starts the countdown at once and marks the request busy, so a second press cannot send again while the first is on
 * its way; the server's answer keeps the countdown (sent) or stops it (refused: already registered, or any failure).
 * When the countdown ends the code counts as expired and the button offers a resend. Pure: the hook that sends and
 * ticks is ../use-code-sender.ts.
 */
import { CODE_RESEND_SECONDS } from '@contract/constants';

export type CodePhase = 'idle' | 'counting' | 'expired';

export interface CodeState {
  phase: CodePhase;
  /** Seconds until another code may be asked for, while counting. */
  secondsLeft: number;
  /** A request is on its way (spec §4: the busy flag that blocks repeated requests). */
  busy: boolean;
  /** A code was sent at some time: after a refused resend the earlier one is expired, not absent. */
  sentBefore: boolean;
}

export type CodeEvent =
  | { type: 'send' }
  /** The server sent the code; `resendIn` is its own wait before the next one. */
  | { type: 'sent'; resendIn?: number }
  /** The server sent none (already registered, a failure): the countdown stops. */
  | { type: 'refused' }
  /** The server sent one less than a minute ago (请勿多次发送), so a code is on its way already: keep counting. */
  | { type: 'tooSoon' }
  | { type: 'tick' };

export const initialCodeState: CodeState = { phase: 'idle', secondsLeft: 0, busy: false, sentBefore: false };

/**
 * Why a send may not go now: `busy` while one is on its way (nothing to tell, the button shows it), `resendBlocked`
 * during the countdown (spec §5: 请勿多次发送), or null to send.
 */
export function sendRefusal(state: CodeState): 'busy' | 'resendBlocked' | null {
  if (state.busy) return 'busy';
  return state.phase === 'counting' ? 'resendBlocked' : null;
}

export function codeReducer(state: CodeState, event: CodeEvent): CodeState {
  switch (event.type) {
    case 'send':
      return sendRefusal(state) ? state : { ...state, phase: 'counting', secondsLeft: CODE_RESEND_SECONDS, busy: true };
    case 'sent':
      return { phase: 'counting', secondsLeft: event.resendIn && event.resendIn > 0 ? event.resendIn : state.secondsLeft, busy: false, sentBefore: true };
    case 'refused':
      return { ...state, phase: state.sentBefore ? 'expired' : 'idle', secondsLeft: 0, busy: false };
    case 'tooSoon':
      return { phase: 'counting', secondsLeft: CODE_RESEND_SECONDS, busy: false, sentBefore: true };
    case 'tick':
      if (state.phase !== 'counting') return state;
      if (state.secondsLeft > 1) return { ...state, secondsLeft: state.secondsLeft - 1 };
      return { ...state, phase: state.sentBefore ? 'expired' : 'idle', secondsLeft: 0 };
  }
}

/**
 * Whether a code the user may type is live: sent and still within its countdown (spec §4: afterwards it counts as
 * expired). The phone change's confirm asks for one (checkPhoneChange's "a code was requested").
 */
export function codeLive(state: CodeState): boolean {
  return state.phase === 'counting' && state.sentBefore && !state.busy;
}
