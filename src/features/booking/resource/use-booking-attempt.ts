/**
 * One booking attempt through makeReservation. Its request_key is made when the attempt is first sent and sent
 * again with it when the reader retries after an unanswered request, so the server answers the booking the first
 * request made instead of booking twice; a different booking (another slot, the waitlist) is a new attempt with a
 * new key. A refusal comes back as its kind (BookingRefusal) with the server's words.
 */
import { useRef, useState } from 'react';
import type { PayloadOf } from '@contract/call';
import type { Booking } from '@contract/calls/bookings';
import type { Calls } from '@contract/calls';
import { ErrorCode } from '@contract/envelope';
import { api } from '@/services/api';
import { RequestError } from '@/services/request';
import { refusalKind, type RefusalKind } from '../rules/refusal';
import { newRequestKey } from '../rules/request-key';
import '../booking-calls';

export type BookingRequest = Omit<PayloadOf<Calls['makeReservation']>, 'request_key'>;

export type Attempt =
  | { phase: 'idle' | 'sending' }
  | { phase: 'unanswered'; message: string }
  | { phase: 'refused'; kind: RefusalKind | null; message: string; request: BookingRequest }
  | { phase: 'done'; booking: Booking };

export function useBookingAttempt() {
  const [attempt, setAttempt] = useState<Attempt>({ phase: 'idle' });
  const current = useRef<{ key: string; request: BookingRequest; json: string } | null>(null);

  const send = (request: BookingRequest) => {
    const json = JSON.stringify(request);
    if (current.current?.json !== json) current.current = { key: newRequestKey(), request, json };
    const { key } = current.current;
    setAttempt({ phase: 'sending' });
    api.makeReservation({ ...request, request_key: key }, { quiet: true }).then(
      (booking) => {
        current.current = null;
        setAttempt({ phase: 'done', booking });
      },
      (error: unknown) => {
        const e = error instanceof RequestError ? error.e : ErrorCode.NETWORK;
        const message = error instanceof Error ? error.message : '';
        if (e === ErrorCode.CANCELLED) return setAttempt({ phase: 'idle' });
        // No answer: the booking may have been made; the retry carries the same key.
        if (e === ErrorCode.NETWORK) return setAttempt({ phase: 'unanswered', message });
        current.current = null;
        setAttempt({ phase: 'refused', kind: refusalKind(e), message, request });
      },
    );
  };

  return {
    attempt,
    send,
    /** Sends the unanswered attempt again, with its key. */
    retry: () => current.current && send(current.current.request),
    reset: () => {
      current.current = null;
      setAttempt({ phase: 'idle' });
    },
  };
}
