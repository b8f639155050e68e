/** The roles section's texts, loaded with the section. */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { rolesTexts } from './texts';

const namespace = lazyNamespace('backofficeRoles', rolesTexts);
export const useRolesTranslation = namespace.useTexts;
export const rolesText = namespace.text;
