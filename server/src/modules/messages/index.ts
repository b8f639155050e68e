import { defineArea } from '../area-module';
import { mayTouchMessages } from './messages.service';
import { messagesRoutes } from './messages.routes';

/** Messages are written by the areas whose changes cause them; this area lists them, counts and marks them read. */
export const messagesArea = defineArea({ area: 'messages', tables: ['messages'], routes: messagesRoutes, ownership: { message: mayTouchMessages } });
