import { defineArea } from '../area-module';
import { seedMessages } from './messages.seed';

/** Messages are written by the areas whose changes cause them; the message centre's calls come with its own issue. */
export const messagesArea = defineArea({ area: 'messages', tables: ['messages'], seedDemo: seedMessages });
