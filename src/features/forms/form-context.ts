/** What every field of one form shares: texts, language, the region catalog, where files go, the layout. */
import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { UploadCategory } from '@contract/rules/uploads';
import type { RegionCatalog } from './region-catalog';
import type { FormLayout } from './types';
import type { Lang } from './use-forms-texts';

export interface FormContextValue {
  t: TFunction<'forms'>;
  lang: Lang;
  regions: RegionCatalog | null;
  layout: FormLayout;
  upload: { category: UploadCategory; appId?: number; instId?: string };
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('a form field outside a FormRenderer');
  return value;
}
