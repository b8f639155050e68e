import { defineArea } from '../area-module';
import { formsErrors } from './forms.errors';
import { formsRoutes } from './forms.routes';
import { currentForm } from './forms.service';

/** Forms are read through the apps area's calls (getAppForm) and stored by the approval engine; drafts are its own. */
export const formsArea = defineArea({
  area: 'forms',
  tables: ['form_versions', 'form_submissions', 'form_drafts'],
  errors: formsErrors,
  routes: formsRoutes,
  currentForm,
});
