/** Texts of the messages module, namespace `messages`, loaded with its pages (hall/module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { messagesTexts } from './texts';

const namespace = lazyNamespace('messages', messagesTexts);
export const useMessagesTranslation = namespace.useTexts;
export const messagesText = namespace.text;
