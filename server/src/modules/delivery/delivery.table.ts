import type { ColumnType, Generated } from 'kysely';
import type { StoredSettings } from './settings';

/** Each user's message settings as they saved them (subNotice); a user without a row has the defaults. */
export interface MessageSettingsTable {
  uid: string;
  settings: ColumnType<StoredSettings, string, string>;
  updated_at: Generated<Date>;
}

/** The messaging app's openid of a user, for its subscribe messages. */
export interface MessagingAppBindingsTable {
  uid: string;
  openid: string;
  bound_at: Generated<Date>;
}

export type DeliveryChannel = 'wechat' | 'mobile' | 'email';
/** `sending` is a claim with a lease (`locked_until`): a sender that dies leaves it to be taken back. */
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

/** One message, or one digest of a user's messages, on one channel. */
export interface MessageDeliveriesTable {
  id: Generated<string>;
  uid: string;
  channel: DeliveryChannel;
  message_id: string | null;
  digest_slot: Date | null;
  digest_since: Date | null;
  status: Generated<DeliveryStatus>;
  reason: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Date;
  locked_until: Date | null;
  sent_at: Date | null;
  provider_id: string | null;
  created_at: Generated<Date>;
}
