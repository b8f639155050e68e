/**
 * The payment page's booking and its payment. 立即支付 asks payReservation for the provider's H5 cashier and opens it
 * in this window; the provider sends the browser back here, and the page then reads the booking until the fee shows
 * as paid, or it was released, or a bounded number of reads found neither (then it says so, with a way to look again).
 */
import { useEffect, useRef, useState } from 'react';
import Taro from '@tarojs/taro';
import type { Booking } from '@contract/calls/bookings';
import { api } from '@/services/api';
import { idParam, loadFailure } from '@/services/use-loaded';
import '../booking-calls';

/** Where a booking's fee stands: waiting to be paid, paid, released unpaid, or no fee to pay. */
type FeePhase = 'unpaid' | 'paid' | 'released' | 'none';

export type PayState =
  | { phase: 'loading' }
  | { phase: 'missing' }
  | { phase: 'failed'; message: string }
  | { phase: FeePhase | 'opening' | 'checking' | 'unconfirmed'; booking: Booking };

const READ_EVERY_MS = 2000;
const READS = 15;
/** Marks, across the trip to the cashier and back, that this booking's payment was started here. */
const startedKey = (id: number) => `booking-paying-${id}`;

function phaseOf(b: Booking): FeePhase {
  if (b.paid) return 'paid';
  if (b.status === 'unpaid') return 'unpaid';
  if (b.status === 'released' || b.status === 'cancelled' || b.status === 'expired') return 'released';
  return b.fee > 0 ? 'paid' : 'none';
}

export function usePayment(rawId: string | undefined) {
  const id = idParam(rawId);
  const [state, setState] = useState<PayState>({ phase: id === null ? 'missing' : 'loading' });
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);

  const read = () => api.getReservation({ booking_id: id as number }, { quiet: true });
  /** Reads until the booking is no longer waiting for its fee, at most READS times. */
  const follow = async (booking: Booking) => {
    let b = booking;
    for (let i = 0; i < READS && phaseOf(b) === 'unpaid' && live.current; i++) {
      setState({ phase: 'checking', booking: b });
      await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
      b = await read();
    }
    if (!live.current) return;
    const phase = phaseOf(b);
    setState({ phase: phase === 'unpaid' ? 'unconfirmed' : phase, booking: b });
  };
  const fail = (error: unknown) => {
    const failed = loadFailure(error);
    if (!failed || !live.current) return;
    setState(failed.status === 'missing' ? { phase: 'missing' } : { phase: 'failed', message: failed.status === 'failed' ? failed.message : '' });
  };

  const load = () => {
    if (id === null) return;
    setState({ phase: 'loading' });
    read().then((b) => {
      const returning = process.env.TARO_ENV === 'h5' && window.sessionStorage.getItem(startedKey(b.id)) !== null;
      if (returning) window.sessionStorage.removeItem(startedKey(b.id));
      if (returning && phaseOf(b) === 'unpaid') return follow(b);
      setState({ phase: phaseOf(b), booking: b });
    }, fail);
  };
  // Once per booking: `load` closes over the id.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(load, [id]);

  const pay = (booking: Booking) => {
    setState({ phase: 'opening', booking });
    const h5 = process.env.TARO_ENV === 'h5';
    api.payReservation({ booking_id: booking.id, channel: h5 ? 'h5' : 'jsapi' }).then(
      async (start) => {
        if (start.paid) return setState({ phase: 'paid', booking: { ...booking, paid: true } });
        if (h5 && start.h5_url) {
          window.sessionStorage.setItem(startedKey(booking.id), '1');
          return window.location.assign(start.h5_url);
        }
        if (start.jsapi) await Taro.requestPayment({ ...start.jsapi, timeStamp: start.jsapi.timeStamp }).catch(() => undefined);
        return follow(booking);
      },
      // The wrapper has said why; the booking stays as it was.
      () => setState({ phase: 'unpaid', booking }),
    );
  };

  return { state, pay, checkAgain: () => (state.phase === 'unconfirmed' ? void follow(state.booking) : load()) };
}
