import { defineArea } from '../area-module';
import { processesErrors } from './processes.errors';

/** Process definitions, read through the apps area's calls (getProcessInfoNew, getAppDetail) and by the engine. */
export const processesArea = defineArea({
  area: 'processes',
  tables: ['process_versions'],
  errors: processesErrors,
});
