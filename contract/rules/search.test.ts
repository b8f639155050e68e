import { findMarks, markedHtml, markSegments, namesForReader } from './search';

describe('search marks', () => {
  it('finds every match of a two-character Chinese keyword', () => {
    expect(findMarks('请假申请与销假申请', '申请')).toEqual([
      { start: 2, end: 4 },
      { start: 7, end: 9 },
    ]);
  });

  it('ignores case and surrounding spaces, and does not overlap matches', () => {
    expect(findMarks('VPN access via vpn', ' vpn ')).toEqual([
      { start: 0, end: 3 },
      { start: 15, end: 18 },
    ]);
    expect(findMarks('aaaa', 'aa')).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
    ]);
  });

  it('marks nothing for a blank keyword or no match', () => {
    expect(findMarks('校园卡', '  ')).toEqual([]);
    expect(findMarks('校园卡', '报销')).toEqual([]);
  });

  it('cuts the name into plain-text segments at the marks', () => {
    expect(markSegments('校园卡挂失', [{ start: 2, end: 3 }])).toEqual([
      { text: '校园', hit: false },
      { text: '卡', hit: true },
      { text: '挂失', hit: false },
    ]);
    expect(markSegments('', [])).toEqual([{ text: '', hit: false }]);
  });

  it('ignores marks out of range or out of order instead of cutting wrongly', () => {
    expect(markSegments('abc', [{ start: 1, end: 9 }])).toEqual([{ text: 'abc', hit: false }]);
    expect(markSegments('abcd', [{ start: 2, end: 3 }, { start: 0, end: 1 }])).toEqual([
      { text: 'ab', hit: false },
      { text: 'c', hit: true },
      { text: 'd', hit: false },
    ]);
  });

  it('builds the marked name as HTML with everything but <em> escaped', () => {
    const name = '<img src=x onerror=alert(1)> 报销 & "说明"';
    const html = markedHtml(name, findMarks(name, '报销'));
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; <em>报销</em> &amp; &quot;说明&quot;');
    expect(html.replace(/<\/?em>/g, '')).not.toMatch(/[<>]/);
  });
});

describe('names for a reader', () => {
  it('gives the reader their language first and keeps the other for matching', () => {
    expect(namesForReader('校园卡', 'Campus card', 'en')).toEqual({ name: 'Campus card', otherName: '校园卡' });
    expect(namesForReader('校园卡', 'Campus card', 'zh')).toEqual({ name: '校园卡', otherName: 'Campus card' });
    expect(namesForReader('校园卡', '', 'en')).toEqual({ name: '校园卡', otherName: '' });
  });
});
