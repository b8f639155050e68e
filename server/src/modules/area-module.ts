/**
 * A product area as the server sees it: the tables it owns (only its own files touch them; other areas go
 * through its service) and the routes it answers. app.ts registers each as an encapsulated Fastify plugin and runs
 * its jobs. No area holds demo data: server/demo/, a loader and not an area, fills an empty database's tables.
 */
import type { FastifyInstance } from 'fastify';
import type { OwnedKind } from '../../../contract/call';
import type { Database, DbOrTx } from '../db/database';
import type { DomainErrorTable } from '../domain/errors';
import type { AppDeps } from '../http/context';
import type { JobHandlers } from '../jobs';

/**
 * Whether the user may touch every one of `ids` (distinct, non-empty strings) of one kind of owned object; a missing
 * or malformed id answers false. Each area gives the resolvers of the kinds its tables hold (the ownership guard,
 * server/src/http/ownership.ts, asks them and never reads an area's tables itself).
 */
export type OwnershipResolver = (db: DbOrTx, user: { uid: string }, ids: readonly string[]) => Promise<boolean>;

/**
 * Hands the pending tasks `held.assignee` holds (their own, or only those held for `held.owner`) to `to`, held on
 * behalf of `onBehalfOf`; answers how many moved. The out-of-office area calls every area's when a period away starts
 * or ends, so it never imports the areas whose tasks it moves.
 */
export type TaskHandover = (db: DbOrTx, held: { assignee: string; owner: string | null }, to: string, onBehalfOf: string | undefined) => Promise<number>;

export interface AreaModule {
  area: string;
  tables: readonly (keyof Database)[];
  routes?: (app: FastifyInstance, deps: AppDeps) => void;
  /** Handlers of the job kinds the area enqueues (timers), run by each server's job runner. */
  jobs?: JobHandlers;
  /** Who may touch the objects of its tables, by kind, for the ownership guard (server/src/http/ownership.ts). */
  ownership?: Partial<Record<OwnedKind, OwnershipResolver>>;
  /** The failures its use cases throw, declared once in its <area>.errors.ts (server/src/domain/errors.ts). */
  errors?: DomainErrorTable;
  /** How the area's pending tasks move to an out-of-office agent and back, for the out-of-office area. */
  handOver?: TaskHandover;
}

export function defineArea(module: AreaModule): AreaModule {
  return module;
}
