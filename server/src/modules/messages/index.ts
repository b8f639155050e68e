import { defineArea } from '../area-module';
import { messagesRoutes } from './messages.routes';

export const messagesArea = defineArea({ area: 'messages', tables: ['messages'], routes: messagesRoutes });
