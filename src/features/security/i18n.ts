/** Texts of sign-in security, namespace `security`, loaded with the TOTP page and the sign-in challenge (hall/module.ts says why). */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { securityTexts } from './texts';

export const useSecurityTranslation = lazyNamespace('security', securityTexts).useTexts;
