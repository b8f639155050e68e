/**
 * Where the personal home's counts, shortcuts and messages lead (spec §2): each count to the list it counts, a message
 * to the message centre on its type (which opens it and marks it read). Routes are the desktop ones; goTo lands on
 * the phone twin on a phone.
 */
import type { ItemTarget } from '@/features/matters';

export const TODO_LIST: ItemTarget = { route: '/matter/todo', query: { page: 'todo' } };
export const LAUNCHED_LIST: ItemTarget = { route: '/matter/launch', query: { page: 'launch' } };
export const MESSAGE_CENTRE = '/site/ucenter';

export function messagesOfType(type: number): ItemTarget {
  return { route: MESSAGE_CENTRE, query: { mtype: String(type) } };
}
