/** The demo campus's notices, dated relative to the day it is seeded. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { noticeCategories, notices } from '../../seed/content';

export async function seedNotices(tx: Transaction<Database>): Promise<void> {
  const categories = await tx
    .insertInto('notice_categories')
    .values(noticeCategories.map((name, i) => ({ name, sort: i })))
    .returning(['id', 'name'])
    .execute();
  const categoryIds = new Map(categories.map((c) => [c.name, c.id]));
  const now = Date.now();
  await tx
    .insertInto('notices')
    .values(
      notices.map((n) => ({
        category_id: categoryIds.get(n.category) as number,
        title: n.title,
        content: `<p>${n.title}。详情请见附件或咨询相关部门。</p>`,
        send_time: new Date(now - n.daysAgo * 86_400_000),
      })),
    )
    .execute();
}
