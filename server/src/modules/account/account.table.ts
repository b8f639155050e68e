import type { ColumnType, Generated } from 'kysely';

/** A verification code sent by SMS or email; only a salted hash of its digits is kept. */
export interface VerificationCodesTable {
  /** bigserial: read as a string */
  id: Generated<string>;
  channel: 'sms' | 'email';
  /** The mobile digits, or the lower-cased email. */
  target: string;
  template: 'editcode' | 'register' | 'reset';
  /** The user an editcode code was sent for: only they may use it. Null for register and reset. */
  uid: string | null;
  /** hex, random per code */
  salt: string;
  /** sha256 of salt, target, template and code, hex */
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  ip: Generated<string>;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

/** When a target last got a code for a template, and which send holds the window. */
export interface CodeSendWindowsTable {
  target: string;
  template: string;
  last_sent_at: Date;
  claim: string;
}

/** When a session (by a hash of its token) last confirmed its user's password. */
export interface PasswordConfirmationsTable {
  token_hash: string;
  uid: string;
  confirmed_at: Generated<Date>;
}
