import { paragraphChanges, paragraphsOf, summaryOf } from './body-text';

describe('a document body as text', () => {
  it('reads its blocks as paragraphs, without markup, with entities decoded', () => {
    expect(paragraphsOf('<p>各学院：</p><p>现将<strong>有关事项</strong>通知如下&amp;附件。<br>一、时间</p><ul><li>甲</li><li>乙</li></ul>')).toEqual([
      '各学院：', '现将有关事项通知如下&附件。', '一、时间', '甲', '乙',
    ]);
  });

  it('keeps a short opening for lists', () => {
    expect(summaryOf('<p>一二三四五六</p>', 4)).toBe('一二三…');
    expect(summaryOf('<p>一二</p>', 4)).toBe('一二');
  });

  it('names the paragraphs added and removed between two versions, in order', () => {
    expect(paragraphChanges('<p>一、时间</p><p>二、地点：东楼</p><p>三、要求</p>', '<p>一、时间</p><p>二、地点：西楼</p><p>三、要求</p><p>四、联系人</p>')).toEqual([
      { op: 'same', text: '一、时间' },
      { op: 'removed', text: '二、地点：东楼' },
      { op: 'added', text: '二、地点：西楼' },
      { op: 'same', text: '三、要求' },
      { op: 'added', text: '四、联系人' },
    ]);
  });
});
