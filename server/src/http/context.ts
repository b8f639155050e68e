/** What every handler gets: the database, the session store, config, and the caller (when signed in). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { UserRow } from '../db/tables/people.table';
import type { SessionStore } from '../sessions/session-store';
import type { Lang } from './messages';

export interface AppDeps {
  db: Db;
  sessions: SessionStore;
  config: ServerConfig;
}

export type SessionUser = Pick<
  UserRow,
  | 'uid' | 'number' | 'name' | 'sex' | 'identity_type' | 'identity_id' | 'identity_name' | 'department_id'
  | 'administrative_level' | 'mobile' | 'email' | 'avatar' | 'source_type' | 'issuper'
>;

export interface CallContext extends AppDeps {
  user: SessionUser | null;
  /** The session token the caller presented, when it is valid. */
  token: string | null;
  lang: Lang;
  request: FastifyRequest;
  reply: FastifyReply;
}
