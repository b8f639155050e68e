import { addressQuery, catalogPayload, clearedFilters, isNarrowed, readFilters, withFilters, type HallFilters } from './hall-query';

const plain: HallFilters = { audience: 'all', themeId: null, categoryId: null, departmentId: null, keyword: '', page: 1 };

describe('the hall view kept in the address', () => {
  it('reads every filter, and the reader’s own audience when the address names none', () => {
    expect(readFilters({ audience: 'teacher', theme: '3', category: '4', department: '5', keyword: '%E8%AF%B7%E5%81%87', page: '2' }, 'student')).toEqual({
      audience: 'teacher', themeId: 3, categoryId: 4, departmentId: 5, keyword: '请假', page: 2,
    });
    expect(readFilters({}, 'student')).toEqual({ ...plain, audience: 'student' });
  });

  it('takes what is not a filter as no filter', () => {
    expect(readFilters({ audience: 'admin', theme: '0', category: '-1', department: 'x', page: '1e3', keyword: '  ' }, 'all')).toEqual(plain);
    expect(readFilters({ keyword: 'a'.repeat(80) }, 'all').keyword).toHaveLength(50);
  });

  it('writes back what it reads, the audience always and the first page never', () => {
    const view = readFilters({ audience: 'visitor', category: '4', keyword: '证明', page: '3' }, 'all');
    expect(addressQuery(view)).toEqual({ audience: 'visitor', theme: undefined, category: 4, department: undefined, keyword: '证明', page: 3 });
    expect(addressQuery(plain)).toEqual({ audience: 'all', theme: undefined, category: undefined, department: undefined, keyword: undefined, page: undefined });
  });
});

describe('the catalogue asked for', () => {
  it('sends the chosen filters only, 20 a page; 全部 sends no audience', () => {
    expect(catalogPayload(plain, 1)).toEqual({ p: 1, page_size: 20, audience: undefined, theme_id: undefined, category_id: undefined, department_id: undefined, keyword: undefined });
    expect(catalogPayload({ audience: 'student', themeId: 1, categoryId: 2, departmentId: 3, keyword: ' 请假 ', page: 4 }, 5)).toEqual({
      p: 5, page_size: 20, audience: 'student', theme_id: 1, category_id: 2, department_id: 3, keyword: '请假',
    });
  });
});

describe('changing the view', () => {
  it('starts again from the first page unless the page is what changes', () => {
    const on3 = { ...plain, page: 3 };
    expect(withFilters(on3, { categoryId: 7 })).toEqual({ ...plain, categoryId: 7 });
    expect(withFilters(on3, { page: 4 }).page).toBe(4);
  });

  it('counts theme, category, department and keyword as narrowing, and clears them keeping the tab', () => {
    expect(isNarrowed({ ...plain, audience: 'student' })).toBe(false);
    for (const change of [{ themeId: 1 }, { categoryId: 1 }, { departmentId: 1 }, { keyword: '卡' }]) expect(isNarrowed({ ...plain, ...change })).toBe(true);
    expect(clearedFilters({ audience: 'teacher', themeId: 1, categoryId: 2, departmentId: 3, keyword: '卡', page: 2 })).toEqual({ ...plain, audience: 'teacher' });
  });
});
