/**
 * The user centre's tabs (spec §2 /site/ucenter?mtype=): one per message type (spec §4: 1 application, 2 approval,
 * 3 notification, 4 urging), then the message settings. The address's mtype opens its type; anything else opens the
 * first.
 */
export const MESSAGE_TYPES = ['1', '2', '3', '4'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export type MessageTab = MessageType | 'settings';

export const SETTINGS_TAB = 'settings';

export function tabOf(mtype: string | undefined): MessageTab {
  if (mtype === SETTINGS_TAB) return SETTINGS_TAB;
  return (MESSAGE_TYPES as readonly string[]).includes(mtype ?? '') ? (mtype as MessageTab) : MESSAGE_TYPES[0];
}
