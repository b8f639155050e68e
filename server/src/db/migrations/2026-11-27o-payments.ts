/**
 * Payments through the payment provider (WeChat Pay API v3): one order per (purpose, ref) an area opens, moved from
 * open to paid or closed by conditional updates only, with its full refund; and every notification id taken, so a
 * notification sent again changes nothing. Frozen in time: later changes are new migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_orders (
      id                   serial PRIMARY KEY,
      purpose              text NOT NULL,
      ref                  text NOT NULL,
      uid                  text NOT NULL REFERENCES users(uid),
      out_trade_no         text NOT NULL UNIQUE,
      amount               integer NOT NULL CHECK (amount > 0),
      description          text NOT NULL,
      pay_by               timestamptz NOT NULL,
      status               text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'closed')),
      transaction_id       text,
      paid_at              timestamptz,
      closed_at            timestamptz,
      refund_status        text NOT NULL DEFAULT 'none' CHECK (refund_status IN ('none', 'refunding', 'refunded')),
      out_refund_no        text UNIQUE,
      refund_reason        text NOT NULL DEFAULT '',
      refund_id            text,
      refund_requested_at  timestamptz,
      refunded_at          timestamptz,
      created_at           timestamptz NOT NULL DEFAULT now(),
      UNIQUE (purpose, ref),
      CHECK ((status = 'paid') = (transaction_id IS NOT NULL AND paid_at IS NOT NULL)),
      CHECK (refund_status = 'none' OR (status = 'paid' AND out_refund_no IS NOT NULL))
    );
    CREATE TABLE payment_notifications (
      id           text PRIMARY KEY,
      event_type   text NOT NULL,
      received_at  timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS payment_notifications; DROP TABLE IF EXISTS payment_orders`.execute(db);
}
