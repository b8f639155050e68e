import { defineArea } from '../area-module';
import { seedForms } from './forms.seed';

/** Forms are read through the apps area's calls (getAppForm) and stored by the approval engine. */
export const formsArea = defineArea({
  area: 'forms',
  tables: ['form_versions', 'form_submissions'],
  seedDemo: seedForms,
});
