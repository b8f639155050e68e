/** What the areas' demo seeds share while they fill one empty database, in the order of modules/index.ts. */
import type { Random } from './random';

export interface DemoCampus {
  /** Deterministic: the same campus every time. */
  random: Random;
  /** Department ids by code, filled by the org area's seed for the areas after it. */
  departmentIds: Map<string, number>;
  /** Service ids by Chinese name, filled by the apps area's seed for the areas after it. */
  appIds: Map<string, number>;
  /**
   * The demo accounts' password hashes by account, made by the seed runner with the auth area's hashing: the org
   * area, lowest of all, writes the accounts and imports no other area.
   */
  passwordHashes: Map<string, string>;
}
