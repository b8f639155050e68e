/**
 * Whether a list call was refused for want of the document permit (403). Only lists: for one document a 403 is the
 * ownership guard's answer to an id that is missing or not the reader's (contract/calls/documents.ts).
 */
import { useCallback, useState } from 'react';
import { ErrorCode } from '@contract/envelope';
import { RequestError } from '@/services/request';

export function useForbidden() {
  const [forbidden, setForbidden] = useState(false);
  const watch = useCallback(<T,>(answer: Promise<T>): Promise<T> => {
    answer.catch((error: unknown) => {
      if (error instanceof RequestError && error.e === ErrorCode.FORBIDDEN) setForbidden(true);
    });
    return answer;
  }, []);
  return { forbidden, watch };
}
