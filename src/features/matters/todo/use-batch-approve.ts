/**
 * Running a batch approval: the chosen ids go to batchApproveTasks ten at a time, one call after the other, with the
 * one opinion; the progress shows after each answer, and stopping takes effect before the next call (the one under
 * way finishes: the server approves its tasks each on its own). A failed call ends the run with what was done so far.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/services/api';
import { mattersText } from '../i18n';
import { chunks, startProgress, withAnswer, type BatchProgress } from '../rules/batch';

export type BatchPhase =
  | { step: 'closed' }
  | { step: 'confirm' }
  | { step: 'running'; progress: BatchProgress; stopping: boolean }
  | { step: 'done'; progress: BatchProgress; failure: string };

export function useBatchApprove() {
  const [phase, setPhase] = useState<BatchPhase>({ step: 'closed' });
  const stop = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const ask = useCallback(() => setPhase({ step: 'confirm' }), []);
  const close = useCallback(() => setPhase({ step: 'closed' }), []);
  const requestStop = useCallback(() => {
    stop.current = true;
    setPhase((p) => (p.step === 'running' ? { ...p, stopping: true } : p));
  }, []);

  const run = useCallback(async (ids: string[], opinion: string) => {
    stop.current = false;
    let progress = startProgress(ids.length);
    let failure = '';
    setPhase({ step: 'running', progress, stopping: false });
    for (const part of chunks(ids)) {
      if (stop.current || !live.current) break;
      try {
        const answer = await api.batchApproveTasks({ task_ids: part, opinion: opinion.trim() ? opinion : undefined }, { quiet: true });
        progress = withAnswer(progress, part, answer);
      } catch (error) {
        failure = (error instanceof Error && error.message) || mattersText('failedTitle');
        break;
      }
      if (live.current) setPhase({ step: 'running', progress, stopping: stop.current });
    }
    if (live.current) setPhase({ step: 'done', progress, failure });
  }, []);

  return { phase, ask, close, requestStop, run };
}
