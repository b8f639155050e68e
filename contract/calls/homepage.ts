/**
 * The personal home (spec §2 /homepage/index, the menu's 个人主页) and the plugins the personal centre embeds
 * (/site/personal/redirect?url=). One call gives the whole page, composed on the server from the areas that own each
 * part, so its counts are the very totals the lists show.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Payload } from '../schemas';
import { LaunchedItem, TodoItem } from './matters';

/** A message as the home lists it: the message centre opens it (and marks it read). */
export const HomeMessage = Type.Object({
  id: Type.String(),
  type: Type.Integer({ minimum: 1, maximum: 4, description: '1 application, 2 approval, 3 notification, 4 urging' }),
  title: Type.String(),
  created: Type.String({ description: 'YYYY-MM-DD HH:mm:ss, campus time' }),
  is_read: Type.Integer({ description: '1 once read' }),
});
export type HomeMessage = Static<typeof HomeMessage>;

export const Homepage = Type.Object({
  user: Type.Object({ name: Type.String(), number: Type.String(), identity_name: Type.String(), college: Type.String() }),
  counts: Type.Object({
    todo: Type.Integer({ description: "pending to-dos: getunreadData.my_todo and getMyTodo's total" }),
    launched: Type.Integer({ description: "myStarted's total" }),
    messages: Type.Integer({ description: 'unread messages: getunreadData.messagge' }),
  }),
  /** The newest few of each (spec §9 home list sizes). */
  recent: Type.Object({
    started: Type.Array(LaunchedItem),
    handled: Type.Array(TodoItem),
    messages: Type.Array(HomeMessage),
  }),
});
export type Homepage = Static<typeof Homepage>;

export const homepageCalls = defineCalls('homepage', {
  getHomepage: {
    method: 'GET',
    access: 'user',
    summary: "The signed-in user's personal home: who they are, their counts, and what they did and received lately.",
    payload: Payload({}),
    result: Homepage,
  },
  getPluginOrigins: {
    method: 'GET',
    // No secret: the page's Content-Security-Policy (frame-src) names the same origins to anyone.
    access: 'public',
    summary: 'The origins whose pages the personal centre may embed (PLUGIN_ORIGINS); any other address is refused.',
    payload: Payload({}),
    result: Type.Array(Type.String()),
  },
});
