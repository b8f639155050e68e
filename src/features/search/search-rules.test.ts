import type { SearchGroups, SearchItem } from '@contract/calls/search';
import { dropdownGrace } from './dropdown-grace';
import { newestOnly } from './newest-only';
import { resultTarget } from './result-route';
import { sectionsOf, tabCounts, type GroupKey } from './search-tabs';

const item = (id: number, type = 0, name = `结果${id}`): SearchItem => ({ id, name, origin_name: name, marks: [], type });
const hit = (group: GroupKey, type = 0) => ({ group, item: item(42, type) });

describe('search result routing (spec §4)', () => {
  it.each([
    ['apps', 7, '/matter/start', { id: 42 }],
    ['apps', 8, '/matter/start', { id: 42 }],
    ['reservation', 1, '/reserve/hallView', { id: 42 }],
    ['reservation', 0, '/reserve/reserveDetail', { id: 42 }],
    ['reports', 0, '/report/detail', { id: 42 }],
    ['notify', 0, '/site/informDetails', { id: 42 }],
    ['office_notice', 0, '/site/billboarddetails', { wid: 42 }],
  ] as const)('%s of type %i opens %s', (group, type, route, query) => {
    expect(resultTarget(hit(group, type))).toEqual({ route, query });
  });

  it.each([1, 2, 3])('opens a service of type %i at its detail page, as a service card does, never a booking page', (type) => {
    expect(resultTarget(hit('apps', type))).toEqual({ route: '/matter/detail', query: { id: 42 } });
  });
});

describe('result tabs', () => {
  const groups: SearchGroups = {
    apps: [item(1), item(2), item(3)],
    reports: [],
    notify: [item(4)],
    reservation: [],
    office_notice: [item(5)],
  };

  it('shows every non-empty group under 综合, in the spec order, cut per group', () => {
    expect(sectionsOf(groups, 'all', 2).map((s) => [s.group, s.hits.map((h) => h.item.id)])).toEqual([
      ['apps', [1, 2]],
      ['notify', [4]],
      ['office_notice', [5]],
    ]);
  });

  it('shows one group under its own tab, and nothing before an answer', () => {
    expect(sectionsOf(groups, 'notify').map((s) => s.group)).toEqual(['notify']);
    expect(sectionsOf(groups, 'reports')).toEqual([]);
    expect(sectionsOf(null, 'all')).toEqual([]);
  });

  it('counts each tab', () => {
    expect(tabCounts(groups)).toEqual({ all: 5, apps: 3, reports: 0, notify: 1, reservation: 0, office_notice: 1 });
  });
});

describe('newest answer only (spec §4)', () => {
  it('drops the answer of an older request, whichever arrives last', () => {
    const gate = newestOnly();
    const first = gate.next();
    const second = gate.next();
    expect(second()).toBe(true);
    expect(first()).toBe(false);
  });

  it('drops every answer in flight once the keyword is cleared', () => {
    const gate = newestOnly();
    const pending = gate.next();
    gate.reset();
    expect(pending()).toBe(false);
  });
});

describe('list hiding after blur (spec §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides 300 ms after blur, not before', () => {
    const hide = jest.fn();
    const grace = dropdownGrace(hide);
    grace.blur();
    jest.advanceTimersByTime(299);
    expect(hide).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('stays when pressed inside within the last second, and hides on a blur after the grace', () => {
    const hide = jest.fn();
    const grace = dropdownGrace(hide);
    grace.pressInside();
    grace.blur();
    jest.advanceTimersByTime(300);
    expect(hide).not.toHaveBeenCalled();
    jest.advanceTimersByTime(700);
    grace.blur();
    jest.advanceTimersByTime(300);
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('does not hide when the focus comes back before 300 ms', () => {
    const hide = jest.fn();
    const grace = dropdownGrace(hide);
    grace.blur();
    jest.advanceTimersByTime(200);
    grace.focus();
    jest.advanceTimersByTime(500);
    expect(hide).not.toHaveBeenCalled();
  });
});
