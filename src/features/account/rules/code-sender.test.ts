import { CODE_RESEND_SECONDS } from '@contract/constants';
import { codeLive, codeReducer, initialCodeState, sendRefusal, type CodeEvent, type CodeState } from './code-sender';

const run = (events: CodeEvent[], from: CodeState = initialCodeState) => events.reduce(codeReducer, from);
const ticks = (n: number): CodeEvent[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('the verification code button (spec §4, §9)', () => {
  it('starts idle: a code may be sent, none is live', () => {
    expect(sendRefusal(initialCodeState)).toBeNull();
    expect(codeLive(initialCodeState)).toBe(false);
  });

  it('counts down from 60 s at once and is busy until the server answers', () => {
    const sending = run([{ type: 'send' }]);
    expect(sending).toMatchObject({ phase: 'counting', secondsLeft: CODE_RESEND_SECONDS, busy: true });
    expect(sendRefusal(sending)).toBe('busy');
    expect(codeLive(sending)).toBe(false);
    // The busy flag blocks a repeated request: a second send changes nothing.
    expect(codeReducer(sending, { type: 'send' })).toBe(sending);
  });

  it('keeps counting once sent, the code live; another send is refused with 请勿多次发送', () => {
    const sent = run([{ type: 'send' }, { type: 'sent', resendIn: 60 }, ...ticks(10)]);
    expect(sent).toMatchObject({ phase: 'counting', secondsLeft: 50, busy: false });
    expect(codeLive(sent)).toBe(true);
    expect(sendRefusal(sent)).toBe('resendBlocked');
    expect(codeReducer(sent, { type: 'send' })).toBe(sent);
  });

  it("follows the server's own wait when it gives one", () => {
    expect(run([{ type: 'send' }, { type: 'sent', resendIn: 45 }]).secondsLeft).toBe(45);
    expect(run([{ type: 'send' }, ...ticks(3), { type: 'sent' }]).secondsLeft).toBe(CODE_RESEND_SECONDS - 3);
  });

  it('expires after the countdown: the code no longer counts and the button offers a resend', () => {
    const expired = run([{ type: 'send' }, { type: 'sent', resendIn: 60 }, ...ticks(60)]);
    expect(expired).toMatchObject({ phase: 'expired', secondsLeft: 0 });
    expect(codeLive(expired)).toBe(false);
    expect(sendRefusal(expired)).toBeNull();
    expect(run([{ type: 'send' }, { type: 'sent' }], expired)).toMatchObject({ phase: 'counting', busy: false });
  });

  it('stops the countdown when the server sends none (already registered, a failure)', () => {
    const refused = run([{ type: 'send' }, ...ticks(2), { type: 'refused' }]);
    expect(refused).toMatchObject({ phase: 'idle', secondsLeft: 0, busy: false });
    expect(sendRefusal(refused)).toBeNull();
    // After an earlier code, a refused resend leaves that one expired.
    const earlier = run([{ type: 'send' }, { type: 'sent' }, ...ticks(60), { type: 'send' }, { type: 'refused' }]);
    expect(earlier.phase).toBe('expired');
    expect(codeLive(earlier)).toBe(false);
  });

  it('keeps counting when the server says one was sent under a minute ago', () => {
    const tooSoon = run([{ type: 'send' }, ...ticks(5), { type: 'tooSoon' }]);
    expect(tooSoon).toMatchObject({ phase: 'counting', secondsLeft: CODE_RESEND_SECONDS, busy: false });
    expect(codeLive(tooSoon)).toBe(true);
  });

  it('ignores ticks when not counting', () => {
    expect(run(ticks(3))).toBe(initialCodeState);
  });
});
