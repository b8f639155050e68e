import { defineArea, type AreaModule, type TaskHandover } from '../area-module';
import { outOfOfficeRoutes } from './out-of-office.routes';
import { awayJobs } from './out-of-office.service';
import { mayTouchAbsences } from './ownership.service';

/**
 * Periods away and their agents. The tasks that move belong to the areas above (matters, later bookings...): each
 * registers its `handOver`, and modules/index.ts gives them all to this area, which never imports them.
 */
export function outOfOfficeArea(areas: readonly AreaModule[]): AreaModule {
  const handOvers = areas.flatMap((area) => (area.handOver ? [area.handOver] : []));
  const handOver: TaskHandover = async (db, held, to, onBehalfOf) => {
    let moved = 0;
    for (const each of handOvers) moved += await each(db, held, to, onBehalfOf);
    return moved;
  };
  return defineArea({
    area: 'out-of-office',
    tables: ['out_of_office'],
    routes: outOfOfficeRoutes(handOver),
    jobs: awayJobs(handOver),
    ownership: { absence: mayTouchAbsences },
  });
}
