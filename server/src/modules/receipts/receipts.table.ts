import type { ColumnType, Generated } from 'kysely';

/** The server's receipt signing key when RECEIPT_SIGNING_KEY is not set: one row (id 1), PKCS8 PEM. */
export interface ReceiptKeysTable {
  id: number;
  private_key: string;
  created_at: Generated<Date>;
}

/** A receipt issued for an application: its signed content (JSON) and the Ed25519 signature, base64url. */
export interface ReceiptsTable {
  code: string;
  instance_id: string;
  /** sha256 of the content without its code, with the signing key's id: the same record printed again. */
  fingerprint: string;
  content: ColumnType<unknown, string, string>;
  signature: string;
  issued_at: Generated<Date>;
}
