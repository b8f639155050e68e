/**
 * The typed API: one function per call. The functions come from the light call index and their types from the call
 * table, imported as types only, so the table's schemas never reach the client bundle.
 */
import type { PayloadOf, ResultOf } from '@contract/call';
import { callIndex, type CallRoute } from '@contract/call-index';
import type { Calls } from '@contract/calls';
import { request, type RequestOptions } from './request';

type Api = {
  [N in keyof Calls]: (payload?: PayloadOf<Calls[N]>, options?: RequestOptions) => Promise<ResultOf<Calls[N]>>;
};

export const api = Object.fromEntries(
  Object.entries(callIndex).map(([name, route]: [string, CallRoute]) => [
    name,
    (payload?: object, options?: RequestOptions) => request(route, payload, options),
  ]),
) as Api;
