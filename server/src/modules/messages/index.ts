import { defineArea } from '../area-module';
import { messagesRoutes } from './messages.routes';

/** Messages are written by the areas whose changes cause them; this area counts and (later) lists and delivers them. */
export const messagesArea = defineArea({ area: 'messages', tables: ['messages'], routes: messagesRoutes });
