/**
 * A product area as the server sees it: the tables it owns (only its `*.queries.ts` touch them; other areas go
 * through its service) and the routes it answers. app.ts registers each as an encapsulated Fastify plugin.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { AppDeps } from '../http/context';

export interface AreaModule {
  area: string;
  tables: readonly (keyof Database)[];
  routes?: (app: FastifyInstance, deps: AppDeps) => void;
}

export function defineArea(module: AreaModule): AreaModule {
  return module;
}
