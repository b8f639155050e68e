/**
 * Whether a page's calls were refused for want of its permit (403): `watch` passes every answer through (the data
 * center's and the document pages' lists). Only for lists: for one record a 403 is also the ownership guard's answer
 * to an id that is missing or not the reader's.
 */
import { useCallback, useState } from 'react';
import { ErrorCode } from '@contract/envelope';
import { RequestError } from './request';

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
