/** Texts of the inbox and trail sections, loaded with them. */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { inboxTexts } from './texts';

const namespace = lazyNamespace('backofficeInbox', inboxTexts);
export const useInboxTranslation = namespace.useTexts;
export const inboxText = namespace.text;
