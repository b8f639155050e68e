/** The receipts area's tables: the stored signing key and the receipts issued. */
import type { DbOrTx } from '../../db/database';

export async function storedKey(db: DbOrTx): Promise<string | undefined> {
  return (await db.selectFrom('receipt_keys').select('private_key').where('id', '=', 1).executeTakeFirst())?.private_key;
}

/** Stores a key unless another server process stored one first (then that one stands). */
export async function storeKeyOnce(db: DbOrTx, pem: string): Promise<void> {
  await db.insertInto('receipt_keys').values({ id: 1, private_key: pem }).onConflict((oc) => oc.column('id').doNothing()).execute();
}

const receiptColumns = ['code', 'instance_id', 'content', 'signature', 'issued_at'] as const;

export function receiptByCode(db: DbOrTx, code: string) {
  return db.selectFrom('receipts').select(receiptColumns).where('code', '=', code).executeTakeFirst();
}

export function receiptByFingerprint(db: DbOrTx, instanceId: string, fingerprint: string) {
  return db.selectFrom('receipts').select(receiptColumns).where('instance_id', '=', instanceId).where('fingerprint', '=', fingerprint).executeTakeFirst();
}

/**
 * Inserts a receipt unless one with its code or with its fingerprint exists: the unique constraints decide, so two
 * downloads of one record at once still leave one receipt. True when this one was inserted.
 */
export async function insertReceipt(
  db: DbOrTx,
  row: { code: string; instance_id: string; fingerprint: string; content: unknown; signature: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('receipts')
    .values({ ...row, content: JSON.stringify(row.content) })
    .onConflict((oc) => oc.doNothing())
    .returning('code')
    .executeTakeFirst();
  return inserted !== undefined;
}
