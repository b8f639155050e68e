import { defineArea } from '../area-module';
import { seedMessages } from './messages.seed';
import { messagesRoutes } from './messages.routes';

export const messagesArea = defineArea({ area: 'messages', tables: ['messages'], routes: messagesRoutes, seedDemo: seedMessages });
