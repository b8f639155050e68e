/**
 * The delivery area's use cases: a user's message settings (newGetSetting, subNotice), the messaging-app openid the
 * mini-program sign-in binds, and, for the account area, the channels that carry verification codes.
 */
import type { MessageSettings } from '../../../../contract/calls/messages';
import type { DeliveryConfig } from '../../config';
import type { DbOrTx } from '../../db/database';
import { activeContacts } from '../org/org.service';
import * as q from './delivery.queries';
import { availableChannels } from './notifiers';
import { DEFAULT_SETTINGS, parseSettings, settingsView, type Reach, type StoredSettings } from './settings';

export { createDelivery, DeliveryFailed, type Delivery, type EmailMessage, type EmailSender, type SmsGateway, type SmsMessage } from './channels';

/** Where each of `uids` can be reached; an inactive account cannot. */
export async function reachOf(db: DbOrTx, uids: string[]): Promise<Map<string, Reach>> {
  const [contacts, bindings] = await Promise.all([activeContacts(db, uids), q.openids(db, uids)]);
  const openids = new Map(bindings.map((b) => [b.uid, b.openid]));
  return new Map([...contacts].map(([uid, c]) => [uid, { mobile: c.mobile, email: c.email, openid: openids.get(uid) ?? null }]));
}

const noReach: Reach = { mobile: null, email: null, openid: null };

/** Stored settings of each of `uids` that saved any. */
export async function storedSettings(db: DbOrTx, uids: string[]): Promise<Map<string, { settings: StoredSettings; updatedAt: Date }>> {
  return new Map((await q.settingsOf(db, uids)).map((r) => [r.uid, { settings: r.settings, updatedAt: r.updated_at }]));
}

export async function messageSettings(db: DbOrTx, config: DeliveryConfig, uid: string): Promise<MessageSettings> {
  const [stored, reach] = await Promise.all([storedSettings(db, [uid]), reachOf(db, [uid])]);
  return settingsView(stored.get(uid)?.settings ?? DEFAULT_SETTINGS, availableChannels(config), reach.get(uid) ?? noReach, config.settingsPage);
}

export async function saveMessageSettings(db: DbOrTx, config: DeliveryConfig, uid: string, data: string, now: Date): Promise<void> {
  const reach = (await reachOf(db, [uid])).get(uid) ?? noReach;
  await q.saveSettings(db, uid, parseSettings(data, availableChannels(config), reach), now);
}

/** The mini-program sign-in's openid for the user, so subscribe messages can reach them. */
export const bindMessagingApp = (db: DbOrTx, uid: string, openid: string) => q.bindOpenid(db, uid, openid);
