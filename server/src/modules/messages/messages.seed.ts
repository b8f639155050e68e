/** A welcome message for each demo account. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { demoAccounts } from '../../seed/demo-accounts';
import { insertMessageRows } from './messages.queries';

export async function seedMessages(tx: Transaction<Database>): Promise<void> {
  await insertMessageRows(
    tx,
    Object.values(demoAccounts).map((a) => ({
      recipient_uid: a.account,
      type: 3,
      title: '欢迎使用网上办事大厅',
      content: '在这里可以在线办理各类校园服务，查看办理进度，接收审批与通知消息。',
    })),
  );
}
