import type { Generated } from 'kysely';

/** A third-party system registered to redeem user codes; only a hash of its secret is kept. */
export interface OpenClientsTable {
  appid: string;
  name: string;
  /** sha256 of the secret, hex */
  secret_hash: string;
  created_at: Generated<Date>;
  disabled_at: Date | null;
}

/** A one-time code telling one client who one user is. */
export interface OpenUserCodesTable {
  /** sha256 of the code, hex */
  code_hash: string;
  uid: string;
  appid: string;
  app_id: number;
  issued_at: Generated<Date>;
  expires_at: Date;
  redeemed_at: Date | null;
}
