/**
 * The call table: every named call of spec §7, keyed by its spec name.
 * The server registers routes from it, the client's `api` is built from it,
 * and /api/openapi.json is generated from it.
 */
import type { CallDef } from '../call';
import { appsCalls } from './apps';
import { authCalls } from './auth';
import { messagesCalls } from './messages';
import { searchCalls } from './search';
import { siteCalls } from './site';

export const calls = {
  ...siteCalls,
  ...authCalls,
  ...appsCalls,
  ...searchCalls,
  ...messagesCalls,
};

export type Calls = typeof calls;
export type CallName = keyof Calls;

export const callList: CallDef[] = Object.values(calls);
