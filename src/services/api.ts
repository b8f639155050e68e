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

const functionsOf = (index: Record<string, CallRoute>) =>
  Object.fromEntries(Object.entries(index).map(([name, route]) => [name, (payload?: object, options?: RequestOptions) => request(route, payload, options)]));

export const api = functionsOf(callIndex) as Api;

/**
 * Adds the calls of a page that keeps them out of the first load (the back office, contract/admin-call-index.ts): to
 * `api`, and to the index call addresses are read from. Until then those functions are missing.
 */
export function addCalls(index: Record<string, CallRoute>): void {
  Object.assign(callIndex, index);
  Object.assign(api, functionsOf(index));
}
