/** The typed API: one function per contract call, built from the call table (no hand-written per-call code). */
import type { CallDef, PayloadOf, ResultOf } from '@contract/call';
import { calls, type Calls } from '@contract/calls';
import { request, type RequestOptions } from './request';

type Api = {
  [N in keyof Calls]: (payload?: PayloadOf<Calls[N]>, options?: RequestOptions) => Promise<ResultOf<Calls[N]>>;
};

export const api = Object.fromEntries(
  Object.entries(calls).map(([name, call]) => [
    name,
    (payload?: Record<string, unknown>, options?: RequestOptions) => request(call as CallDef, payload as never, options),
  ]),
) as Api;
