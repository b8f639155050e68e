/** What the areas' demo seeds share while they fill one empty database, in the order of server/demo/index.ts. */
import type { Random } from './campus/random';

export interface DemoCampus {
  /** Deterministic: the same campus every time. */
  random: Random;
  /** Department ids by code, filled by the org area's seed for the areas after it. */
  departmentIds: Map<string, number>;
  /** Service ids by Chinese name, filled by the apps area's seed for the areas after it. */
  appIds: Map<string, number>;
}
