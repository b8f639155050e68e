import { defineArea } from '../area-module';
import { formsRoutes } from './forms.routes';
import { currentForm } from './forms.service';
import { seedForms } from './forms.seed';

/** Forms are read through the apps area's calls (getAppForm) and stored by the approval engine; drafts are its own. */
export const formsArea = defineArea({
  area: 'forms',
  tables: ['form_versions', 'form_submissions', 'form_drafts'],
  routes: formsRoutes,
  seedDemo: seedForms,
  currentForm,
});
