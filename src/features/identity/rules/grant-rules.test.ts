import { addDays, campusToday, grantsCovering, servicesText } from './grant-rules';

const granted = (name: string, app_names: string[]) => ({ uid: name, name, number: name, end_date: '2026-12-31', app_names });

it('reads today in campus time, not the device clock', () => {
  // 2026-11-26 17:30 UTC is already the 27th on campus.
  expect(campusToday(Date.UTC(2026, 10, 26, 17, 30))).toBe('2026-11-27');
  expect(campusToday(Date.UTC(2026, 10, 26, 15, 59))).toBe('2026-11-26');
});

it('adds days across months and years', () => {
  expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
});

it('offers the accounts whose grant covers the service: all services, or the service by name', () => {
  const all = granted('李振华', []);
  const leave = granted('张伟', ['学生请假申请']);
  const other = granted('赵敏', ['校园卡挂失']);
  expect(grantsCovering([all, leave, other], '学生请假申请')).toEqual([all, leave]);
  expect(grantsCovering([other], '学生请假申请')).toEqual([]);
});

it('names the services of a grant, or all of them', () => {
  const join = (items: readonly string[]) => items.join('、');
  expect(servicesText([], '全部事项', join)).toBe('全部事项');
  expect(servicesText(['学生请假申请', '校园卡挂失'], '全部事项', join)).toBe('学生请假申请、校园卡挂失');
});
