import type { ColumnType, Generated } from 'kysely';

export interface SessionsTable {
  token_hash: string;
  uid: string;
  created_at: Generated<Date>;
  expires_at: Date;
  user_agent: Generated<string>;
  ip: Generated<string>;
  /** The real person, while the session acts for `uid` under a grant. */
  actor_uid: string | null;
}

/** The CAS service ticket that opened a session; both sha256, hex. */
export interface CasSessionsTable {
  ticket_hash: string;
  token_hash: string;
  created_at: Generated<Date>;
}

/** One failed password sign-in under a key (`acct:`, `name:` or `addr:`). */
export interface LoginFailuresTable {
  key: string;
  at: Generated<Date>;
}

/** An idiom picture challenge: answered once, by deleting it. */
export interface LoginChallengesTable {
  /** sha256 of the key, hex */
  key_hash: string;
  /** sha256 of the key and the idiom, hex */
  answer_hash: string;
  expires_at: Date;
}

/** A user's authenticator secret; on once `enabled_at` is set. */
export interface TotpSecretsTable {
  uid: string;
  /** base32 */
  secret: string;
  created_at: Generated<Date>;
  enabled_at: Date | null;
  /** The newest 30-second step whose code was accepted (bigint: read as a string). */
  last_step: ColumnType<string, number | undefined, number>;
}

export interface TotpRecoveryCodesTable {
  uid: string;
  /** sha256 of the normalised code, hex */
  code_hash: string;
  used_at: Date | null;
}

/** When a database session last gave its second factor. */
export interface SessionFactorsTable {
  token_hash: string;
  verified_at: Date;
}
