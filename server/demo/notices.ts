/**
 * The demo campus's notices: the hand-written headline notices of the last weeks (./campus/content.ts), then about a
 * year of generated notices and office notices (./campus/notices.ts), all dated relative to the day it is seeded and
 * published through the service, so their HTML is sanitised like any other.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../src/db/database';
import { noticeCategories, notices as headlines } from './campus/content';
import type { DemoCampus } from './demo-campus';
import { departments } from './campus/people';
import { demoNotices } from './campus/notices';
import { createCategories, publishNotices, type NewNotice } from '../src/modules/notices/notices.service';

const categoryNamesEn: Record<string, string> = { 通知公告: 'Notices', 办事指南: 'Service guides', 系统公告: 'System announcements' };

export async function seedNotices(tx: Transaction<Database>, campus: DemoCampus): Promise<void> {
  const categoryIds = await createCategories(tx, noticeCategories.map((name) => ({ name, nameEn: categoryNamesEn[name] ?? '' })));
  const now = Date.now();
  const names = new Map(departments.map((d) => [d.code, { zh: d.name, en: d.name_en ?? '' }]));
  const generated = demoNotices({ now, random: campus.random, departments: names, taken: new Set(headlines.map((h) => h.title)) });
  const rows: NewNotice[] = [
    ...generated.map((n) => ({
      kind: n.kind,
      categoryId: n.category ? categoryIds.get(n.category) : undefined,
      departmentId: campus.departmentIds.get(n.department) ?? null,
      title: n.title,
      titleEn: n.titleEn,
      content: n.content,
      contentEn: n.contentEn,
      sendTime: n.sendTime,
    })),
    ...headlines.map((h) => ({
      kind: 'notice' as const,
      categoryId: categoryIds.get(h.category),
      title: h.title,
      titleEn: h.title_en,
      content: `<p>各学院、各部门，全体师生：</p><p>现将${h.title.replace(/^关于/, '').replace(/的(通知|公告)$/, '')}的有关事项告知如下，请相互转告。具体安排详见附件，如有疑问请咨询相关部门。</p>`,
      contentEn: `<p>To all schools, offices, staff and students:</p><p>${h.title_en}: the arrangements are set out in the attachment. Please pass this on, and ask the office concerned if anything is unclear.</p>`,
      sendTime: new Date(now - h.daysAgo * 86_400_000),
    })),
  ];
  await publishNotices(tx, rows);
}
