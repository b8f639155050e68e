/**
 * Form values for the demo campus's applications, one small builder per service with a form: valid for its form
 * (./service-forms/), varied by the seed's random source, and dated around the day the application
 * is made. Also what approvers fill in or choose at some nodes, and the opinions they write.
 */
import type { FileRef, FormValues, PersonRef } from '../../../contract/forms/schema';
import type { Random } from './random';

export interface ValueContext {
  random: Random;
  /** When the application is made: the dates in the form follow it. */
  at: Date;
  applicant: { uid: string; name: string; number: string; identity: 'student' | 'staff' | 'other' };
  /** Staff of the applicant's own college or department (never the applicant): advisers, teachers, colleagues. */
  colleagues: PersonRef[];
  /** Any member of staff: hosts, supervisors. */
  staff: PersonRef[];
  /** Other students: the one a room is swapped with. */
  students: PersonRef[];
}

export interface MatterDraft {
  values: FormValues;
  /** Approvers the applicant chooses, by node. */
  chosen?: Record<string, string[]>;
}

/** What an approver sends with an approval at a node: fields they fill in, the approver they choose for the next. */
export interface ApproverInput {
  values?: FormValues;
  chosen?: Record<string, string[]>;
}

// ── small helpers ────────────────────────────────────────────────────────────────

const DAY = 86_400_000;
const CAMPUS_OFFSET = 8 * 3_600_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The campus calendar date of an instant, YYYY-MM-DD. */
export function campusDate(at: Date): string {
  const d = new Date(at.getTime() + CAMPUS_OFFSET);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** A date `days` after `at`, YYYY-MM-DD. */
const dateAfter = (at: Date, days: number) => campusDate(new Date(at.getTime() + days * DAY));
/** A date-time `days` after `at` at a given hour, YYYY-MM-DD HH:mm. */
const dateTimeAfter = (at: Date, days: number, hour: number, minute = 0) => `${dateAfter(at, days)} ${pad(hour)}:${pad(minute)}`;

function digits(random: Random, n: number): string {
  let text = '';
  for (let i = 0; i < n; i++) text += String(random.int(0, 9));
  return text;
}

const mobile = (random: Random) => `1${random.pick(['3', '5', '7', '8', '9'])}${digits(random, 9)}`;
const yuan = (cents: number) => cents / 100;
const chance = (random: Random, p: number) => random.next() < p;

function some<T>(random: Random, list: readonly T[], min: number, max: number): T[] {
  const count = random.int(min, Math.min(max, list.length));
  const left = [...list];
  const chosen: T[] = [];
  while (chosen.length < count) chosen.push(left.splice(random.int(0, left.length - 1), 1)[0]);
  return chosen;
}

function file(random: Random, name: string, maxKb = 900): FileRef {
  return { id: `demo-${digits(random, 12)}`, name, size: random.int(60, maxKb) * 1024 };
}

const person = (p: PersonRef): PersonRef => ({ uid: p.uid, name: p.name });
const pickPerson = (random: Random, list: PersonRef[], fallback: PersonRef[]) => person(random.pick(list.length ? list : fallback));

const places3 = [
  ['110000', '110100', '110108'], ['310000', '310100', '310104'], ['440000', '440300', '440305'], ['330000', '330100', '330106'],
  ['510000', '510100', '510107'], ['420000', '420100', '420111'], ['610000', '610100', '610113'], ['320000', '320100', '320106'],
  ['430000', '430100', '430104'], ['370000', '370200', '370212'], ['500000', '500100', '500106'], ['120000', '120100', '120101'],
];
const places2 = [
  ['110000', '110100'], ['310000', '310100'], ['440000', '440100'], ['440000', '440300'], ['330000', '330100'], ['510000', '510100'],
  ['420000', '420100'], ['610000', '610100'], ['320000', '320100'], ['320000', '320500'], ['430000', '430100'], ['370000', '370200'],
];
const streets = ['人民路88号', '解放大道126号', '中山路35号3单元501室', '文化路17号', '建设街206号', '学府路9号2栋', '滨江路61号', '和平里小区12栋302室'];

const halls = ['meiyuan1', 'meiyuan2', 'lanyuan3', 'zhuyuan5', 'juyuan6'];
const hallNames: Record<string, string> = { meiyuan1: '梅园1栋', meiyuan2: '梅园2栋', lanyuan3: '兰园3栋', zhuyuan5: '竹园5栋', juyuan6: '菊园6栋' };
const room = (random: Random) => `${random.int(1, 6)}${pad(random.int(1, 30))}`;
const budgetCode = (random: Random, at: Date) => `${random.pick(['KY', 'JY', 'XK', 'ZX'])}${campusDate(at).slice(0, 4)}${digits(random, 4)}`;

/** The academic year assessed in the autumn of `at`'s year: the one that ended that summer. */
function lastAcademicYear(at: Date): string {
  const [year, month] = campusDate(at).split('-').map(Number);
  const end = month >= 9 ? year : year - 1;
  return `${end - 1}-${end}`;
}

// ── one builder per service ──────────────────────────────────────────────────────

const leaveReasons: Record<string, string[]> = {
  personal: ['家中有事需要回家处理', '回家办理身份证换领手续', '参加亲属婚礼，需回老家两天', '家里老人住院，需要回家照看'],
  sick: ['发烧咳嗽，需在校医院输液治疗', '急性肠胃炎，医生建议卧床休息', '腿部扭伤，需到医院复查', '牙科手术后需休息观察'],
  official: ['代表学院参加全国大学生数学建模竞赛', '参加学校组织的暑期社会实践调研', '随导师参加学术会议并作报告', '参加省大学生运动会集训'],
  bereavement: ['祖父去世，需回家奔丧', '外婆病逝，回家料理后事'],
  other: ['参加研究生入学复试', '赴外地参加企业实习面试', '参加教师资格证面试'],
};

function leave(c: ValueContext): MatterDraft {
  const { random, at } = c;
  const roll = random.next();
  const days = roll < 0.6 ? random.int(1, 3) : roll < 0.9 ? random.int(4, 7) : random.int(8, 15);
  const type = random.pick(['personal', 'personal', 'sick', 'sick', 'official', 'bereavement', 'other']);
  const away = random.int(1, 4);
  const leavesCity = type !== 'sick' && chance(random, 0.6);
  const values: FormValues = {
    form1_1: type,
    form1_2: [dateTimeAfter(at, away, 8), dateTimeAfter(at, away + days - 1, 18)],
    form1_3: days,
    form1_4: leavesCity ? 'yes' : 'no',
    form1_6: random.pick(leaveReasons[type]),
    form1_7: `${random.pick(['父亲', '母亲'])} ${c.applicant.name.slice(0, 1)}${random.pick(['建国', '秀英', '志强', '丽华', '国平', '桂兰'])}`,
    form1_8: mobile(random),
  };
  if (leavesCity) values.form1_5 = { codes: random.pick(places3), detail: random.pick(streets) };
  if (type === 'sick') values.form1_9 = [file(random, '诊断证明.jpg')];
  if (type === 'official') values.form1_9 = [file(random, '活动通知.pdf')];
  return { values };
}

function certificate(c: ValueContext): MatterDraft {
  const { random } = c;
  const purpose = random.pick(['visa', 'internship', 'internship', 'loan', 'exchange', 'transport', 'other']);
  const delivery = random.pick(['print', 'print', 'hall', 'post']);
  const values: FormValues = {
    form1_1: purpose,
    form1_3: purpose === 'visa' || purpose === 'exchange' ? ['zh', 'en'] : random.pick([['zh'], ['zh'], ['en'], ['zh', 'en']]),
    form1_4: random.int(1, 3),
    form1_5: delivery,
    form1_7: mobile(random),
  };
  if (purpose === 'other') values.form1_2 = random.pick(['办理居住证', '申请公租房', '参加职业资格考试']);
  if (delivery === 'post') values.form1_6 = { codes: random.pick(places3), detail: random.pick(streets) };
  return { values };
}

const events: [string, string][] = [
  ['lecture', '人工智能前沿系列讲座'], ['class_meeting', '主题班会：学风建设'], ['club', '摄影协会作品交流会'], ['makeup', '《数据结构》补课'],
  ['exam', '英语四级模拟测试'], ['union', '学生会例会'], ['recruit', '华为校园招聘宣讲会'], ['training', '新生党员培训'], ['club', '辩论队训练赛'],
];

function classroom(c: ValueContext): MatterDraft {
  const { random, at } = c;
  const [kind, name] = random.pick(events);
  const day = random.int(3, 10);
  const evening = chance(random, 0.5);
  const adviser = pickPerson(random, c.colleagues, c.staff);
  return {
    values: {
      form1_1: random.pick(['t1', 't2', 't3', 'zonghe', 'lib_hall']),
      form1_2: `${random.pick(['A', 'B', 'C', ''])}${random.int(1, 5)}${pad(random.int(1, 20))}`,
      form1_3: evening ? [dateTimeAfter(at, day, 19), dateTimeAfter(at, day, 21)] : [dateTimeAfter(at, day, 14), dateTimeAfter(at, day, 16)],
      form1_4: random.int(15, 150),
      form1_5: kind,
      form1_6: name,
      form1_7: `${name}，预计 ${random.int(1, 3)} 小时，使用期间保持教室整洁。`,
      form1_8: chance(random, 0.8) ? 'yes' : 'no',
      form1_9: mobile(random),
    },
    chosen: { adviser: [adviser.uid] },
  };
}

const sealDocuments: [string, string][] = [
  ['contract', '校企合作协议书'], ['contract', '横向科研项目技术服务合同'], ['contract', '实验设备采购合同'], ['certificate', '教职工在职证明'],
  ['certificate', '学生实习推荐信'], ['report', '关于申请设立联合实验室的请示'], ['report', '年度工作总结报告'], ['other', '学术会议邀请函回执'],
];

function seal(c: ValueContext): MatterDraft {
  const { random, at } = c;
  const [kind, title] = random.pick(sealDocuments);
  return {
    values: {
      form1_1: kind === 'contract' ? ['contract'] : random.pick([['university'], ['university'], ['party'], ['university', 'president']]),
      form1_2: kind,
      form1_3: title,
      form1_4: random.int(1, 6),
      form1_5: chance(random, 0.12) ? 'yes' : 'no',
      form1_6: dateAfter(at, random.int(1, 5)),
      form1_7: `${title}需加盖印章后报送对方单位。`,
      form1_8: [file(random, `${title}.pdf`, 4000)],
    },
  };
}

const trips = ['参加第十届全国计算机教育大会', '赴合作企业开展项目调研', '参加中国自动化大会并作报告', '参加教育部高校教学研讨会', '赴兄弟院校交流实验室建设经验', '参加国家自然科学基金项目评审会'];

function travel(c: ValueContext): MatterDraft {
  const { random, at } = c;
  const back = random.int(3, 25);
  const length = random.int(2, 5);
  const big = chance(random, 0.3);
  const rows: FormValues[] = [];
  const invoice = () => (chance(random, 0.5) ? digits(random, 8) : digits(random, 20));
  rows.push({ form1_6_1: 'transport', form1_6_2: yuan(random.int(big ? 150_000 : 30_000, big ? 420_000 : 160_000)), form1_6_3: invoice() });
  rows.push({ form1_6_1: 'hotel', form1_6_2: yuan((length - 1) * random.int(big ? 60_000 : 28_000, big ? 120_000 : 50_000)), form1_6_3: invoice() });
  rows.push({ form1_6_1: 'meals', form1_6_2: yuan(length * 10_000) });
  if (big || chance(random, 0.3)) rows.push({ form1_6_1: 'registration', form1_6_2: yuan(random.int(big ? 200_000 : 50_000, big ? 380_000 : 120_000)), form1_6_3: invoice() });
  const cents = rows.reduce((sum, r) => sum + Math.round((r.form1_6_2 as number) * 100), 0);
  const values: FormValues = {
    form1_1: random.pick(trips),
    form1_2: { codes: random.pick(places2) },
    form1_3: [dateAfter(at, -back - length + 1), dateAfter(at, -back)],
    form1_5: budgetCode(random, at),
    form1_6: rows,
    form1_7: yuan(cents),
    form1_8: [file(random, '发票.pdf'), file(random, '行程单.pdf')],
    form1_9: random.pick(['salary_card', 'salary_card', 'official_card']),
  };
  if (c.colleagues.length && chance(random, 0.3)) values.form1_4 = [person(random.pick(c.colleagues))];
  return { values };
}

function campusCard(c: ValueContext): MatterDraft {
  const { random } = c;
  const values: FormValues = {
    form1_1: random.pick(['freeze', 'both', 'both', 'replace']),
    form1_3: random.pick(['main', 'main', 'east']),
    form1_4: yuan(random.int(0, 40_000)),
    form1_5: mobile(random),
  };
  if (chance(random, 0.6)) values.form1_2 = digits(random, 8);
  return { values };
}

const moveReasons = ['与室友作息时间差异较大，影响休息和学习', '身体原因需调至低楼层宿舍', '转专业后希望与同专业同学同住', '宿舍距离实验室较远，希望调至附近楼栋'];

function dormTransfer(c: ValueContext): MatterDraft {
  const { random } = c;
  const swap = c.students.length > 0 && chance(random, 0.5);
  const values: FormValues = {
    form1_1: random.pick(halls),
    form1_2: `${room(random)}-${random.int(1, 4)}`,
    form1_3: swap ? 'swap' : 'vacancy',
    form1_6: random.pick(moveReasons),
    form1_7: mobile(random),
  };
  if (swap) values.form1_4 = [person(random.pick(c.students))];
  if (!swap || chance(random, 0.5)) values.form1_5 = random.pick(halls);
  return { values };
}

const faults: [string, string][] = [
  ['water', '卫生间水龙头关不紧，一直滴水'], ['electric', '宿舍顶灯不亮，更换灯管后仍无法使用'], ['door', '宿舍门锁损坏，钥匙无法转动'],
  ['ac', '空调制冷效果差，并有异响'], ['heater', '热水器不出热水'], ['furniture', '上铺床梯松动，存在安全隐患'], ['other', '阳台晾衣架断裂'],
];

function dormRepair(c: ValueContext): MatterDraft {
  const { random } = c;
  const [kind, text] = random.pick(faults);
  const values: FormValues = {
    form1_1: random.pick(halls),
    form1_2: room(random),
    form1_3: kind === 'water' && chance(random, 0.3) ? ['water', 'heater'] : [kind],
    form1_4: text,
    form1_6: random.pick(['anytime', 'daytime', 'call']),
    form1_7: mobile(random),
  };
  if (chance(random, 0.6)) values.form1_5 = [file(random, '现场照片.jpg', 3000)];
  return { values };
}

const courses: [string, string][] = [
  ['高等数学A(2)', 'MA1002'], ['大学物理B', 'PH1201'], ['数据结构', 'CS2031'], ['线性代数', 'MA1101'], ['概率论与数理统计', 'MA2103'],
  ['大学英语(3)', 'EN2003'], ['电路分析基础', 'EE2011'], ['微观经济学', 'EC1102'], ['机械原理', 'ME2205'], ['有机化学', 'CH2102'],
];
const deferralReasons: Record<string, string> = {
  illness: '考试期间突发高烧，经校医院诊断需住院治疗，无法参加考试。',
  emergency: '家中亲人病危，需立即回家，无法按时参加考试。',
  official: '代表学校参加全国大学生竞赛决赛，与考试时间冲突。',
  conflict: '该课程考试与重修课程考试安排在同一时间段。',
  other: '参加研究生推免面试，时间与考试冲突，已提供面试通知。',
};

function examDeferral(c: ValueContext): MatterDraft {
  const { random, at } = c;
  const [name, code] = random.pick(courses);
  const reason = random.pick(['illness', 'illness', 'emergency', 'official', 'conflict', 'other']);
  const teacher = pickPerson(random, c.colleagues, c.staff);
  return {
    values: {
      form1_1: name,
      form1_2: code,
      form1_3: random.pick(['final', 'final', 'midterm', 'resit']),
      form1_4: dateTimeAfter(at, random.int(2, 14), random.pick([9, 14, 16])),
      form1_5: reason,
      form1_6: deferralReasons[reason],
      form1_7: [file(random, reason === 'illness' ? '诊断证明.pdf' : '证明材料.pdf')],
    },
    chosen: { teacher: [teacher.uid] },
  };
}

function studentCard(c: ValueContext): MatterDraft {
  const { random } = c;
  const rail = chance(random, 0.4);
  const values: FormValues = {
    form1_1: random.pick(['lost', 'lost', 'damaged', 'changed']),
    form1_2: c.applicant.number,
    form1_3: rail ? ['card', 'rail'] : ['card'],
    form1_5: [file(random, '证件照.jpg', 1500)],
    form1_6: random.pick(['college', 'hall']),
  };
  if (rail) values.form1_4 = { codes: random.pick(places2) };
  if (chance(random, 0.3)) values.form1_7 = '原学生证在图书馆遗失，已登报声明。';
  return { values };
}

const plates = ['粤B', '京A', '沪C', '浙A', '苏E', '川A'];
const companies = ['华信科技有限公司', '市第一中学', '中国电信分公司', '恒通建设工程有限公司', '省教育考试院', '顺达物流有限公司'];

function visitor(c: ValueContext): MatterDraft {
  const { random, at } = c;
  const day = random.int(1, 5);
  const birth = `${random.int(1965, 2002)}${pad(random.int(1, 12))}${pad(random.int(1, 28))}`;
  const values: FormValues = {
    form1_1: c.applicant.name,
    form1_2: `${random.pick(['440305', '110108', '310104', '330106', '510107'])}${birth}${digits(random, 3)}${random.pick(['1', '5', 'X'])}`,
    form1_3: mobile(random),
    form1_5: [pickPerson(random, c.staff, c.staff)],
    form1_6: [dateTimeAfter(at, day, 9), dateTimeAfter(at, day, random.pick([12, 17]))],
    form1_7: random.pick(['business', 'academic', 'event', 'family', 'delivery', 'other']),
    form1_8: random.int(0, 3),
    form1_10: { codes: random.pick(places2) },
  };
  if (chance(random, 0.7)) values.form1_4 = random.pick(companies);
  if (chance(random, 0.4)) values.form1_9 = `${random.pick(plates)}${random.pick(['1', '3', '8', 'D', 'F'])}${digits(random, 4)}`;
  return { values };
}

const hosts = ['斯坦福大学', '东京大学', '新加坡国立大学', '慕尼黑工业大学', '帝国理工学院', '香港科技大学', '多伦多大学', '墨尔本大学'];

function overseas(c: ValueContext): MatterDraft {
  const { random, at } = c;
  const days = chance(random, 0.25) ? random.int(31, 90) : random.int(5, 20);
  const leave = random.int(30, 60);
  const values: FormValues = {
    form1_1: random.pick(['conference', 'conference', 'research', 'visit', 'training', 'students']),
    form1_2: some(random, ['US', 'GB', 'DE', 'JP', 'SG', 'AU', 'CA', 'HK'], 1, 2),
    form1_3: [dateAfter(at, leave), dateAfter(at, leave + days - 1)],
    form1_4: days,
    form1_5: random.pick(hosts),
    form1_7: random.pick(['research', 'research', 'school', 'csc', 'host', 'self']),
    form1_8: yuan(random.int(1_500_000, 6_000_000)),
    form1_9: `<p>第1天：抵达，与邀请方对接日程。</p><p>第2至${Math.min(days, 5)}天：参加学术交流并作报告，与合作团队讨论研究进展。</p><p>其余时间：实地调研与合作研究，最后一天返程。</p>`,
    form1_10: chance(random, 0.15) ? 'yes' : 'no',
    form1_11: [file(random, '邀请函.pdf')],
  };
  if (c.colleagues.length && chance(random, 0.3)) values.form1_6 = [person(random.pick(c.colleagues))];
  return { values };
}

const projects = ['面向边缘计算的智能调度方法研究', '新型储能材料制备与性能研究', '区域经济高质量发展评价体系研究', '工业机器人视觉检测关键技术', '古籍数字化整理与研究'];

function researchLoan(c: ValueContext): MatterDraft {
  const { random, at } = c;
  const big = chance(random, 0.25);
  const values: FormValues = {
    form1_1: random.pick(projects),
    form1_2: budgetCode(random, at),
    form1_3: random.pick(['equipment', 'materials', 'testing', 'conference', 'travel', 'labour']),
    form1_4: yuan(random.int(big ? 5_100_000 : 300_000, big ? 18_000_000 : 4_800_000)),
    form1_5: dateAfter(at, random.int(60, 90)),
    form1_6: random.pick(['transfer', 'transfer', 'card']),
    form1_7: random.pick(['仪器设备有限公司', '测试技术服务中心', '会议服务有限公司', c.applicant.name]),
    form1_8: digits(random, random.pick([16, 19])),
    form1_9: random.pick(['中国工商银行大学城支行', '中国建设银行高新区支行', '中国银行科技园支行']),
    form1_10: '项目实施需要，先行借款，到货验收后凭发票冲账。',
  };
  if (chance(random, 0.6)) values.form1_11 = [file(random, '报价单.pdf', 5000)];
  return { values };
}

const statement = [
  '本人在评选学年中始终坚持刻苦学习，认真完成每一门课程的学习任务，专业课程成绩稳定在年级前列，并利用课余时间系统学习了多门拓展课程。',
  '在科研创新方面，本人加入学院的科研团队，参与了一项省级大学生创新创业训练项目，负责数据采集与实验分析，撰写的论文已投稿至学术会议。',
  '在学生工作方面，本人担任班级学习委员，组织同学开展学习互助小组，定期整理课程资料和答疑，帮助多名同学提高了学习成绩。',
  '在社会实践与志愿服务方面，本人参加了暑期支教和社区志愿服务活动，累计志愿服务时长超过六十小时，获得了服务单位的好评。',
  '在生活中，本人勤俭节约，积极参加体育锻炼和文艺活动，与同学相处融洽，乐于助人，在宿舍和班级中起到了良好的带头作用。',
  '今后我将继续努力，在学习和科研上精益求精，同时积极回报社会，争取成为一名德智体美劳全面发展的优秀学生。',
];
const awards: [string, string][] = [
  ['全国大学生数学建模竞赛省级一等奖', 'provincial'], ['中国大学生计算机设计大赛国家级三等奖', 'national'], ['校级优秀学生干部', 'university'],
  ['蓝桥杯程序设计大赛省级二等奖', 'provincial'], ['校园歌手大赛一等奖', 'university'],
];

function scholarship(c: ValueContext): MatterDraft {
  const { random, at } = c;
  const total = random.int(60, 240);
  const year = lastAcademicYear(at);
  const values: FormValues = {
    form1_1: random.pick(['national', 'national_encouragement', 'school_1', 'school_2', 'school_2', 'school_3', 'donor']),
    form1_2: year,
    form1_3: yuan(random.int(300, 398)),
    form1_4: random.int(1, Math.max(1, Math.floor(total / 5))),
    form1_5: total,
    form1_7: statement.map((p) => `<p>${p}</p>`).join(''),
    form1_8: [file(random, '成绩单.pdf', 2000)],
  };
  const won = some(random, awards, 0, 2);
  if (won.length) {
    const [, end] = year.split('-').map(Number);
    values.form1_6 = won.map(([name, level]) => ({
      form1_6_1: name, form1_6_2: level, form1_6_3: `${end}-${pad(random.int(3, 6))}-${pad(random.int(1, 28))}`, form1_6_4: [file(random, '获奖证书.jpg', 3000)],
    }));
  }
  return { values };
}

const vpnUses = ['在校外访问图书馆电子数据库查阅文献', '毕业设计期间需远程登录实验室服务器', '寒暑假期间在家使用高性能计算平台完成实验', '出差期间需处理 OA 办公系统中的公文'];

function vpn(c: ValueContext, staffAccount: boolean): MatterDraft {
  const { random, at } = c;
  const values: FormValues = {
    form1_1: staffAccount ? 'staff' : 'student',
    form1_2: [campusDate(at), dateAfter(at, staffAccount ? 365 : random.pick([90, 180, 300]))],
    form1_3: staffAccount ? some(random, ['library', 'oa', 'finance', 'academic'], 1, 3) : some(random, ['library', 'academic', 'hpc'], 1, 2),
    form1_4: random.pick(vpnUses),
    form1_6: mobile(random),
  };
  if (!staffAccount) values.form1_5 = [pickPerson(random, c.colleagues, c.staff)];
  return { values };
}

const meetings = ['学院党政联席会议', '本科教学工作研讨会', '科研项目中期检查会', '新进教职工座谈会', '校企合作洽谈会', '学科建设专家论证会'];

function meetingRoom(c: ValueContext): MatterDraft {
  const { random, at } = c;
  const day = random.int(1, 7);
  const start = random.pick([9, 10, 14, 15]);
  const contact = chance(random, 0.6) || c.colleagues.length === 0 ? { uid: c.applicant.uid, name: c.applicant.name } : person(random.pick(c.colleagues));
  const values: FormValues = {
    form1_1: random.pick(['admin201', 'admin305', 'admin501', 'lib_hall', 'icc']),
    form1_2: [dateTimeAfter(at, day, start), dateTimeAfter(at, day, start + random.int(1, 3))],
    form1_3: random.pick(meetings),
    form1_4: random.int(8, 30),
    form1_6: [contact],
    form1_7: mobile(random),
  };
  if (chance(random, 0.7)) values.form1_5 = some(random, ['projector', 'video', 'tea', 'nameplates', 'recording'], 1, 3);
  return { values };
}

/** Draft values for each service with a form, by its Chinese name. */
export const matterDrafts: Record<string, (c: ValueContext) => MatterDraft> = {
  学生请假申请: leave,
  在校证明开具: certificate,
  教室借用: classroom,
  公章使用申请: seal,
  差旅费报销: travel,
  校园卡挂失与补办: campusCard,
  宿舍调换申请: dormTransfer,
  宿舍报修: dormRepair,
  缓考申请: examDeferral,
  学生证补办: studentCard,
  访客入校预约: visitor,
  '教职工因公出国（境）审批': overseas,
  科研项目经费借款: researchLoan,
  奖学金申报: scholarship,
  'VPN 账号申请': (c) => vpn(c, c.applicant.identity === 'staff'),
  会议室预约: meetingRoom,
};

/**
 * What the approver of a node fills in or chooses when approving, where the node has fields to edit or the next
 * node's approver to choose; `technicians` are who a repair can be dispatched to.
 */
export function approverInput(service: string, node: string, c: { random: Random; at: Date; technicians: string[] }): ApproverInput | undefined {
  const { random, at } = c;
  switch (`${service}/${node}`) {
    case '学生请假申请/dept_head':
      return chance(random, 0.5) ? { values: { form1_10: random.pick(['情况属实，同意请假，注意安全。', '同意，请按时返校。']) } } : undefined;
    case '学生请假申请/back':
      return { values: { form1_11: random.pick(['已按时返校销假。', '已返校，身体已恢复。', '比原定时间提前一天返校。']) } };
    case '教室借用/allocate':
      return { values: { form1_10: `${random.pick(['第一教学楼', '第二教学楼', '综合楼'])} ${random.pick(['A', 'B'])}${random.int(1, 5)}${pad(random.int(1, 20))}` } };
    case '宿舍报修/dispatch':
      return { chosen: { worker: [random.pick(c.technicians)] } };
    case '宿舍报修/worker':
      return { values: { form1_8: random.pick(['已更换水龙头阀芯，测试正常。', '已更换灯管和启辉器。', '已更换门锁锁芯。', '已清洗空调滤网并补充冷媒。', '已加固床梯螺丝。']) } };
    case '宿舍调换申请/housing':
      return { values: { form1_8: `${hallNames[random.pick(halls)]} ${room(random)}-${random.int(1, 4)}` } };
    case '缓考申请/teacher':
      return { values: { form1_8: '情况属实，同意缓考。' } };
    case '缓考申请/exam_office':
      return { values: { form1_9: dateTimeAfter(at, random.int(60, 100), 9) } };
    case '奖学金申报/funding':
      return chance(random, 0.5) ? { values: { form1_10: '材料齐全，符合申报条件。' } } : undefined;
    case '公章使用申请/keeper':
      return { values: { form1_9: `YZ${campusDate(at).slice(0, 4)}-${digits(random, 4)}` } };
    case '教职工因公出国（境）审批/foreign':
      return { values: { form1_12: `外字〔${campusDate(at).slice(0, 4)}〕${random.int(10, 199)}号` } };
    case '差旅费报销/finance':
    case '差旅费报销/finance_check':
      return chance(random, 0.6) ? { values: { form1_10: random.pick(['票据齐全，金额核对无误。', '住宿费按标准核减后报销。']) } } : undefined;
    case 'VPN 账号申请/it':
      return { values: { form1_7: '账号已开通，初始密码已发送至本人手机。' } };
    default:
      return undefined;
  }
}

export const approveOpinions = ['同意', '同意', '同意。', '同意，请按规定办理。', '情况属实，同意。', '已审核，同意。', '材料齐全，同意办理。', ''];
export const returnOpinions = ['请补充证明材料后重新提交。', '填写信息有误，请核对后重新提交。', '附件不清晰，请重新上传。', '事由不够具体，请补充说明。', '金额与票据不符，请核对。'];
export const resubmitOpinions = ['已按要求补充材料。', '已修改，请审核。', '已重新上传附件。'];
export const withdrawOpinions = ['信息填写有误，撤回重新申请。', '不需要了。', '时间有变，撤回。', ''];
export const terminateOpinions = ['不再申请。', '情况有变，终止申请。', '已通过其他途径办理。'];
