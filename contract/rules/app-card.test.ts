import { cardCount, deadlineDate, nameLines, showsStars } from './app-card';

describe('nameLines (spec §2 folder cards, §9: cut at 10 and 20)', () => {
  it('keeps a short name on one line', () => {
    expect(nameLines('学生请假申请')).toEqual(['学生请假申请', '']);
    expect(nameLines('一二三四五六七八九十')).toEqual(['一二三四五六七八九十', '']);
  });
  it('puts the 11th to 20th characters on the second line, with an ellipsis only when the name goes on', () => {
    expect(nameLines('一二三四五六七八九十甲乙丙')).toEqual(['一二三四五六七八九十', '甲乙丙']);
    expect(nameLines('一二三四五六七八九十甲乙丙丁戊己庚辛壬癸')).toEqual(['一二三四五六七八九十', '甲乙丙丁戊己庚辛壬癸']);
    expect(nameLines('一二三四五六七八九十甲乙丙丁戊己庚辛壬癸子丑')).toEqual(['一二三四五六七八九十', '甲乙丙丁戊己庚辛壬癸…']);
  });
  it('gives Latin letters half the room of a Chinese character, and moves a word the cut would split to the second line', () => {
    expect(nameLines('Student leave request')).toEqual(['Student leave', 'request']);
    expect(nameLines('Staff official travel abroad approval for the whole year')).toEqual(['Staff official', 'travel abroad approv…']);
    expect(nameLines('Internationalisations')).toEqual(['Internationalisation', 's']);
    expect(nameLines('VPN 账号申请表格填写说明与下载')).toEqual(['VPN 账号申请表格填写', '说明与下载']);
  });
});

describe('showsStars', () => {
  it('shows stars when star_enable is yes, never for a third-party link', () => {
    expect(showsStars({ star_enable: 'yes', type: 1 })).toBe(true);
    expect(showsStars({ star_enable: 'no', type: 1 })).toBe(false);
    expect(showsStars({ star_enable: 'yes', type: 4 })).toBe(false);
  });
});

describe('cardCount', () => {
  it('counts handled applications for show_times yes and visits otherwise, in 万 from six digits', () => {
    expect(cardCount({ show_times: 'yes', views: 10, times: 123456 })).toEqual({ kind: 'times', value: '12万', count: 123456 });
    expect(cardCount({ show_times: 'no', views: 99999, times: 5 })).toEqual({ kind: 'views', value: '99999', count: 99999 });
  });

  it('gives English readers thousands, and the count itself to choose the singular or plural word', () => {
    expect(cardCount({ show_times: 'no', views: 290123, times: 5 }, 'en')).toEqual({ kind: 'views', value: '290K', count: 290123 });
    expect(cardCount({ show_times: 'yes', views: 7, times: 1 }, 'en')).toEqual({ kind: 'times', value: '1', count: 1 });
  });
});

describe('deadlineDate', () => {
  it('keeps the date of the deadline', () => {
    expect(deadlineDate('2026-12-31 23:59:59')).toBe('2026-12-31');
    expect(deadlineDate('')).toBe('');
  });
});
