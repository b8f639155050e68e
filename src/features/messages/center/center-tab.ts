/**
 * The user centre's tabs (spec §2 /site/ucenter?mtype=): one per message type (spec §4: 1 application, 2 approval,
 * 3 notification, 4 urging), then the user's feedback (mtype=feedback, where a reply's message leads) and the message
 * settings. The address's mtype opens its tab; anything else opens the first.
 */
export const MESSAGE_TYPES = ['1', '2', '3', '4'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export type MessageTab = MessageType | 'feedback' | 'settings';

export const FEEDBACK_TAB = 'feedback';
export const SETTINGS_TAB = 'settings';

export function tabOf(mtype: string | undefined): MessageTab {
  if (mtype === SETTINGS_TAB || mtype === FEEDBACK_TAB) return mtype;
  return (MESSAGE_TYPES as readonly string[]).includes(mtype ?? '') ? (mtype as MessageTab) : MESSAGE_TYPES[0];
}
