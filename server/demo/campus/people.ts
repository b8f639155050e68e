/** Departments and people of the demo campus. */
import type { Insertable } from 'kysely';
import type { DepartmentsTable, UsersTable } from '../../src/modules/org/org.table';
import type { Random } from './random';

export const departments: Insertable<DepartmentsTable>[] = [
  ['CS', '计算机科学与技术学院', 'School of Computer Science and Technology', 'college'],
  ['EE', '电子信息工程学院', 'School of Electronic and Information Engineering', 'college'],
  ['ME', '机械工程学院', 'School of Mechanical Engineering', 'college'],
  ['EM', '经济与管理学院', 'School of Economics and Management', 'college'],
  ['FL', '外国语学院', 'School of Foreign Languages', 'college'],
  ['MS', '数学与统计学院', 'School of Mathematics and Statistics', 'college'],
  ['CM', '化学与材料学院', 'School of Chemistry and Materials Science', 'college'],
  ['HU', '人文学院', 'School of Humanities', 'college'],
  ['GO', '党政办公室', 'Party and Administration Office', 'office'],
  ['AA', '教务处', 'Office of Academic Affairs', 'office'],
  ['SA', '学生工作处', 'Office of Student Affairs', 'office'],
  ['GS', '研究生院', 'Graduate School', 'office'],
  ['FI', '财务处', 'Finance Office', 'office'],
  ['HR', '人事处', 'Human Resources Office', 'office'],
  ['IT', '信息化建设与管理办公室', 'Information Technology Office', 'office'],
  ['LS', '后勤保障处', 'Logistics and Campus Services Office', 'office'],
  ['SE', '保卫处', 'Campus Security Office', 'office'],
  ['LI', '图书馆', 'University Library', 'unit'],
].map(([code, name, name_en, kind], i) => ({ code, name, name_en, kind: kind as DepartmentsTable['kind'], sort: i }));

const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const givenChars = '子涵浩宇欣怡梓轩思远一诺雨桐俊杰晨曦佳琪博文嘉怡天佑诗涵若曦明轩雅静志强建国丽娟海燕文博宏伟晓明婷婷鑫磊晓雯丹阳凯瑞泽楠可馨沐阳书瑶';

export function personName(random: Random): string {
  const given = random.int(1, 2) === 1 ? random.pick([...givenChars]) : random.pick([...givenChars]) + random.pick([...givenChars]);
  return random.pick([...surnames]) + given;
}

const titles = ['讲师', '副教授', '教授', '科员', '副科长', '科长', '副处长', '处长'];

const colleges = departments.filter((d) => d.kind === 'college').map((d) => d.code);

/** Each school's short name in class names (计科2201: 计算机科学与技术, entering 2022, class 1). */
const classPrefixes: Record<string, string> = { CS: '计科', EE: '电信', ME: '机械', EM: '经管', FL: '外语', MS: '数统', CM: '化材', HU: '人文' };

/** A student's class (班级): their school's short name, the year they entered and one of its two classes. */
export function classOf(college: string, year: number, seat: number): string {
  return `${classPrefixes[college] ?? college}${String(year).slice(2)}0${1 + (Math.floor(seat / 8) % 2)}`;
}

/** The campus's students besides the demo student: number, year of entry and college, the same on every seed. */
export function campusStudents(): { number: string; year: number; college: string }[] {
  return Array.from({ length: 220 }, (_, n) => {
    const i = n + 2;
    const year = 2022 + (i % 4);
    const college = colleges[i % colleges.length];
    return { number: `${year}${String(colleges.indexOf(college) + 1).padStart(2, '0')}${String(i).padStart(4, '0')}`, year, college };
  });
}

/** Numbers of the campus's staff besides the demo staff (their departments are drawn at random when seeded). */
export const campusStaffNumbers = (): string[] => Array.from({ length: 60 }, (_, n) => `T${String(n + 2).padStart(4, '0')}`);

/** Numbers of the registered visitors (identity "visitor"). */
export const campusVisitorNumbers = (): string[] => Array.from({ length: 15 }, (_, n) => `V${String(n + 1).padStart(4, '0')}`);

/** `deptIds` maps department code to id. Demo accounts are added separately with passwords. */
export function campusUsers(random: Random, deptIds: Map<string, number>): Insertable<UsersTable>[] {
  const offices = departments.filter((d) => d.kind !== 'college').map((d) => d.code);
  const users: Insertable<UsersTable>[] = [];
  const sex = () => (random.int(0, 1) ? 'male' : 'female') as 'male' | 'female';
  for (const { number, year, college: code } of campusStudents()) {
    users.push({
      uid: number, number, name: personName(random), sex: sex(), identity_type: 'student', identity_id: 'student',
      identity_name: year >= 2024 ? '本科生' : random.int(0, 4) === 0 ? '研究生' : '本科生', department_id: deptIds.get(code) ?? null,
      class_name: classOf(code, year, Number(number.slice(-4))),
    });
  }
  for (const number of campusStaffNumbers()) {
    const code = random.pick([...colleges, ...offices]);
    users.push({
      uid: number, number, name: personName(random), sex: sex(), identity_type: 'staff', identity_id: 'staff',
      identity_name: '教职工', department_id: deptIds.get(code) ?? null, administrative_level: random.pick(titles),
    });
  }
  for (const number of campusVisitorNumbers()) {
    users.push({
      uid: number, number, name: personName(random), sex: sex(), identity_type: 'other', identity_id: 'visitor',
      identity_name: '访客', department_id: null, source_type: 2,
    });
  }
  for (let i = 1; i <= 30; i++) {
    const number = `ext${String(i).padStart(3, '0')}`;
    users.push({
      uid: number, number, name: personName(random), sex: sex(), identity_type: 'other', identity_id: 'outside',
      identity_name: '校外用户', department_id: null, source_type: 1,
      mobile: `139${String(10000000 + i * 7919).slice(0, 8)}`, email: `${number}@example.com`,
    });
  }
  return users;
}
