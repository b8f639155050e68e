import { departments } from './people';
import { createRandom } from './random';
import { demoNotices } from './notices';

const names = new Map(departments.map((d) => [d.code, { zh: d.name, en: d.name_en ?? '' }]));
const now = Date.UTC(2026, 10, 23, 4, 0);
const make = (seed: number) => demoNotices({ now, random: createRandom(seed), departments: names, taken: new Set(['关于2027年元旦放假安排的通知']) });

describe('the demo notices', () => {
  const notices = make(7);

  it('are the same for the same seed and day', () => {
    expect(make(7)).toEqual(notices);
  });

  it('cover about a year, a few hundred of them, office notices among them, titles never repeated or taken', () => {
    expect(notices.filter((n) => n.kind === 'notice').length).toBeGreaterThan(200);
    expect(notices.filter((n) => n.kind === 'office').length).toBeGreaterThan(30);
    const titles = notices.map((n) => n.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).not.toContain('关于2027年元旦放假安排的通知');
    const times = notices.map((n) => n.sendTime.getTime());
    expect(Math.max(...times)).toBeLessThan(now);
    expect(now - Math.min(...times)).toBeGreaterThan(300 * 86_400_000);
  });

  it('give notices a category and office notices none, and are published in office hours, campus time', () => {
    expect(notices.every((n) => (n.kind === 'notice') === (n.category !== undefined))).toBe(true);
    for (const n of notices) {
      const hour = (n.sendTime.getUTCHours() + 8) % 24;
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThanOrEqual(17);
    }
  });

  it('sign each notice with its office and date, and give general notices an English version', () => {
    const holiday = notices.find((n) => n.title === '关于2026年国庆节放假安排的通知');
    expect(holiday).toMatchObject({ department: 'GO', titleEn: 'National Day 2026 holiday arrangements' });
    expect(holiday?.content).toContain('<p>党政办公室</p>');
    expect(holiday?.contentEn).toContain('<p>Party and Administration Office</p>');
  });
});
