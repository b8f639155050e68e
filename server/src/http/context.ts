/** What every handler gets: the database, the session store, config, and the caller typed by the call's access rule. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { CallAccess } from '../../../contract/call';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { AttemptCounter } from '../limits/attempt-counter';
import type { AreaHooks } from '../modules/area-hooks';
import type { Delivery, LoginGuard, SessionStore, SessionUser } from '../modules/area-module';
import type { Lang } from './messages';

export type { SessionUser };

export interface AppDeps {
  db: Db;
  sessions: SessionStore;
  config: ServerConfig;
  loginGuard: LoginGuard;
  /** Counts requests for rate limits (server/src/limits), shared by every server process when REDIS_URL is set. */
  attempts: AttemptCounter;
  /** SMS and email for verification codes (server/src/modules/delivery/channels). */
  delivery: Delivery;
  /** Redis when REDIS_URL is set, and this app's key prefix there: what every server process shares. */
  redis?: { client: Redis; prefix: string };
  /** What the areas give the HTTP layer and each other (their AreaModule hooks), collected by app.ts: http/ imports no area. */
  hooks: AreaHooks;
  /** The server's clock, for answers that depend on the day (a download link's); tests move it. */
  now: () => Date;
}

/** `user` and `admin` calls always have a caller (the guard answered 10042 otherwise); `public` calls never look. */
export type CallerOf<A extends CallAccess> = A extends 'user' | 'admin' ? SessionUser : A extends 'optional' ? SessionUser | null : null;

export interface CallContext<A extends CallAccess = CallAccess> extends AppDeps {
  user: CallerOf<A>;
  /** The session token the caller presented, when it is valid. */
  token: A extends 'public' ? null : string | null;
  lang: Lang;
  request: FastifyRequest;
  reply: FastifyReply;
}
