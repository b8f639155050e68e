/**
 * Submitting a fill-in (submitFillin), or saving a change to one (with its submission_id): the form is checked first
 * with the one validator (problems shown, focus on the first); one attempt keeps one request_key until the values
 * change, and a second press while one is on its way does nothing, so a double press or a retry after a lost answer
 * never submits twice. A refusal (FillinRefusal: closed, not open, already filled …) is shown in the server's words.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormValues } from '@contract/forms';
import { ErrorCode } from '@contract/envelope';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import { newRequestKey } from '../rules/words';

export interface FillOutcome {
  id: number;
  late: boolean;
  edited: boolean;
}

interface Input {
  missionId: number;
  period: number;
  submissionId?: number;
  values: FormValues;
  validateAll(): boolean;
  onDone(outcome: FillOutcome): void;
}

export function useFillSubmit({ missionId, period, submissionId, values, validateAll, onDone }: Input) {
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState('');
  const key = useRef<string | null>(null);
  const busy = useRef(false);

  // Changed values are a new attempt.
  useEffect(() => {
    key.current = null;
  }, [values]);

  const send = useCallback(async () => {
    if (busy.current || !validateAll()) return;
    busy.current = true;
    key.current ??= newRequestKey();
    setSending(true);
    setRefusal('');
    try {
      const done = await api.submitFillin(
        { mission_id: missionId, period_num: period, data: JSON.stringify(values), request_key: key.current, submission_id: submissionId },
        { quiet: true },
      );
      onDone({ ...done, edited: submissionId !== undefined });
    } catch (error) {
      if (!(error instanceof RequestError) || error.e !== ErrorCode.CANCELLED) setRefusal(error instanceof Error ? error.message : '');
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [missionId, period, submissionId, values, validateAll, onDone]);

  return { send, sending, refusal };
}
