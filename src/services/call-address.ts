/**
 * The address of a call that answers with a file rather than an envelope (an upload's target, a download, the PDF
 * record): its path from the call table under the API base, its payload in the query.
 */
import type { PayloadOf } from '@contract/call';
import type { CallName, Calls } from '@contract/calls';
import { callIndex } from '@contract/call-index';
import { encodeForm } from './encode';

export function callAddress<N extends CallName>(name: N, query: PayloadOf<Calls[N]>): string {
  return `${API_BASE}${callIndex[name].path}?${encodeForm(query as Record<string, unknown>)}`;
}
