/**
 * Loads the message settings (newGetSetting) and saves the user's edits (subNotice), spec §3, §7, §8: a failed load
 * says 获取消息设置失败，请联系管理员 with a retry; a save says 保存成功, or the server's reason for refusing the input,
 * or 保存失败，请稍后重试; either way the user's choices stay as they made them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import i18next from 'i18next';
import type { MessageSettings } from '@contract/calls/messages';
import { ErrorCode } from '@contract/envelope';
import type { TextKey } from '@contract/texts';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import { showToast } from '@/ui/toast';
import { messagesText } from '../i18n';
import { draftProblem, subNoticeData, withBoundContact, withServerChannel, type AddressedChannel } from './settings-draft';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; settings: MessageSettings };

const specText = (key: TextKey) => i18next.t(`spec.${key}`);

/** Answers whose message says what was wrong with the input; any other failure gets the spec's 保存失败. */
const READABLE_REFUSALS: number[] = [ErrorCode.FAILED, ErrorCode.INVALID_INPUT, ErrorCode.CONFLICT, ErrorCode.SHOW_ERROR];

function saveFailure(err: unknown): string {
  return err instanceof RequestError && READABLE_REFUSALS.includes(err.e) && err.message ? err.message : specText('saveFailed');
}

export function useMessageSettings() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [saving, setSaving] = useState(false);
  // Read at once, not at the next render: a second press right after the first must not send again.
  const inFlight = useRef(false);

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api
      .newGetSetting(undefined, { quiet: true })
      .then((settings) => setState({ kind: 'ready', settings }))
      .catch(() => setState({ kind: 'failed' }));
  }, []);
  useEffect(load, [load]);

  const edit = (change: (settings: MessageSettings) => MessageSettings) => setState((s) => (s.kind === 'ready' ? { ...s, settings: change(s.settings) } : s));

  /**
   * A number or address bound in the account's dialog: shown at once as the dialog answered it, then the channel as
   * the server shows it now, unlocked (the other choices on the page stay as they are, unsaved).
   */
  const bound = (channel: AddressedChannel, masked: string) => {
    edit((s) => withBoundContact(s, channel, masked));
    api
      .newGetSetting(undefined, { quiet: true })
      .then((fresh) => edit((s) => withServerChannel(s, channel, fresh.channels[channel])))
      // The masked value is shown already; the switches unlock at the next load.
      .catch(() => undefined);
  };

  const problem = state.kind === 'ready' ? draftProblem(state.settings) : null;

  /** Saves the settings; not while the window is wrong or a save is on its way. */
  const save = async (): Promise<void> => {
    if (state.kind !== 'ready' || inFlight.current) return;
    // Shown at the window as it was chosen; said again for whoever pressed save from elsewhere on the page.
    if (problem) return showToast({ content: messagesText(problem), kind: 'error' });
    inFlight.current = true;
    setSaving(true);
    try {
      await api.subNotice({ data: subNoticeData(state.settings) }, { quiet: true });
      showToast({ content: specText('saved'), kind: 'success' });
    } catch (err) {
      if (!(err instanceof RequestError && err.e === ErrorCode.CANCELLED)) showToast({ content: saveFailure(err), kind: 'error' });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return { state, reload: load, edit, bound, save, saving, problem };
}
