import { defineArea } from '../area-module';
import { seedProcesses } from './processes.seed';

/** Process definitions, read through the apps area's calls (getProcessInfoNew, getAppDetail) and by the engine. */
export const processesArea = defineArea({
  area: 'processes',
  tables: ['process_versions'],
  seedDemo: seedProcesses,
});
