/** Notices and office notices for a test to publish through the notices service, dated some days ago. */
import type { NewNotice } from '../../server/src/modules/notices/notices.service';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** `categoryId` is read when a notice is made, so a suite can learn it in beforeAll. */
export function noticeFixtures(categoryId: () => number) {
  return {
    notice: (title: string, days: number, extra: Partial<NewNotice> = {}): NewNotice => ({
      kind: 'notice', categoryId: categoryId(), title, content: `<p>${title}</p>`, sendTime: daysAgo(days), ...extra,
    }),
    office: (title: string, days: number): NewNotice => ({ kind: 'office', title, content: `<p>${title}</p>`, sendTime: daysAgo(days) }),
  };
}
