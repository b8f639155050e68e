import { defineArea } from '../area-module';

/** The approval engine issue adds its calls; today other areas count open tasks through its service. */
export const mattersArea = defineArea({ area: 'matters', tables: ['process_instances', 'process_tasks', 'process_steps', 'process_actions'] });
