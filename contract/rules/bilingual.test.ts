import { inLanguage } from './bilingual';

describe('inLanguage', () => {
  it('shows English to English readers where the content has it, and Chinese otherwise', () => {
    expect(inLanguage('学生请假申请', 'Student leave request', 'en')).toBe('Student leave request');
    expect(inLanguage('学生请假申请', '', 'en')).toBe('学生请假申请');
    expect(inLanguage('学生请假申请', undefined, 'en')).toBe('学生请假申请');
    expect(inLanguage('学生请假申请', 'Student leave request', 'zh')).toBe('学生请假申请');
  });
});
