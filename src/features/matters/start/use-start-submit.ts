/**
 * Submitting an application: the form is checked first (problems shown, focus on the first); a step whose approver the
 * applicant chooses asks for one (the next-approver prompt, spec §9); then a confirmation with the route; then one
 * start. An attempt keeps one start key (rules/start-key.ts) until the values or the choices change, and a second
 * press while one is on its way does nothing, so a double click or a retry never starts two applications.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OutlineNode } from '@contract/calls/matters';
import type { FormValues } from '@contract/forms';
import { api } from '@/services/api';
import { nodesToChoose, type Chosen } from '../rules/next-approver';
import { newStartKey } from '../rules/start-key';

export type SubmitStep =
  | { kind: 'idle' }
  | { kind: 'choosing'; nodes: OutlineNode[] }
  | { kind: 'confirming' }
  | { kind: 'sending' }
  | { kind: 'done'; instId: string };

interface Input {
  appId: number;
  values: FormValues;
  chosen: Chosen;
  setChosen(chosen: Chosen): void;
  terminal: 'pc' | 'mobile';
  outline: OutlineNode[];
  /** The steps of the previewed route, when there is a preview. */
  routeNodeIds: string[] | null;
  validateAll(): boolean;
}

export function useStartSubmit(input: Input) {
  const [step, setStep] = useState<SubmitStep>({ kind: 'idle' });
  const key = useRef<string | null>(null);
  const sending = useRef(false);
  const { appId, values, chosen, terminal } = input;

  // A changed application is a new attempt.
  useEffect(() => {
    key.current = null;
  }, [values, chosen]);

  const begin = useCallback(() => {
    if (!input.validateAll()) return;
    const nodes = nodesToChoose(input.outline, input.routeNodeIds, input.chosen);
    setStep(nodes.length > 0 ? { kind: 'choosing', nodes } : { kind: 'confirming' });
  }, [input]);

  const choose = useCallback(
    (picked: Chosen) => {
      input.setChosen({ ...input.chosen, ...picked });
      setStep({ kind: 'confirming' });
    },
    [input],
  );

  const send = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    key.current ??= newStartKey();
    setStep({ kind: 'sending' });
    try {
      const picks = Object.keys(chosen).length > 0 ? JSON.stringify(chosen) : undefined;
      const { inst_id } = await api.startMatter({ app_id: appId, values: JSON.stringify(values), chosen: picks, terminal, start_key: key.current });
      setStep({ kind: 'done', instId: inst_id });
    } catch {
      // The request wrapper has shown why; the user may correct and try again.
      setStep({ kind: 'idle' });
    } finally {
      sending.current = false;
    }
  }, [appId, values, chosen, terminal]);

  const cancel = useCallback(() => setStep({ kind: 'idle' }), []);
  return { step, begin, choose, send, cancel };
}
