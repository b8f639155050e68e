/** The people sections' texts, loaded with them. */
import { lazyNamespace } from '@/i18n/lazy-namespace';
import { peopleTexts } from './texts';

const namespace = lazyNamespace('backofficePeople', peopleTexts);
export const usePeopleTranslation = namespace.useTexts;
export const peopleText = namespace.text;
