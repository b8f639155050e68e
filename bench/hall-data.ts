/**
 * A campus with a large service catalogue, for the hall benchmark: a fresh database with the demo campus, then
 * generated top-level services until a student's hall holds the asked number (default 500). All of them are for
 * students and staff, some for visitors too; their names are what a university's catalogue says (an object and what
 * one does with it, some for undergraduates, postgraduates or staff only, some per campus), spread over the existing
 * categories and the departments that would run them, of types 1 (online form), 2 (external form) and 4 (link), and
 * some gathered into the existing themes. Inserted in a few statements, then analysed as autovacuum would have.
 */
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { AppsTable } from '../server/src/modules/apps/apps.table';
import { categoryLogos } from '../server/demo/campus/content';
import { createRandom, type Random } from '../server/demo/campus/random';
import { generateCampusDatabase, type CampusDatabase } from './campus-database';

type Verb = readonly [zh: string, en: string];

const verbs = {
  apply: ['申请', 'application'],
  query: ['查询', 'enquiry'],
  change: ['变更', 'change'],
  book: ['预约', 'booking'],
  register: ['登记', 'registration'],
  enrol: ['报名', 'entry'],
  cancel: ['注销', 'cancellation'],
  renew: ['续期', 'renewal'],
  claim: ['报销', 'claim'],
  cert: ['证明开具', 'certificate'],
  replace: ['补办', 'replacement'],
  approve: ['审批', 'approval'],
  declare: ['申报', 'declaration'],
  file: ['备案', 'filing'],
  open: ['开通', 'activation'],
  pay: ['缴纳', 'payment'],
  repair: ['报修', 'repair request'],
} satisfies Record<string, Verb>;
type VerbKey = keyof typeof verbs;

/** Who a name may be narrowed to, and the campuses a place may be on. */
const prefixes = {
  ug: ['本科生', 'undergraduate'],
  pg: ['研究生', 'postgraduate'],
  staff: ['教职工', 'staff'],
  east: ['东校区', 'East Campus'],
  south: ['南校区', 'South Campus'],
  north: ['北校区', 'North Campus'],
  intl: ['留学生', 'international student'],
} satisfies Record<string, Verb>;
type PrefixKey = keyof typeof prefixes;

interface Subject {
  zh: string;
  /** Lower case unless a name; the first letter of the whole name is raised. */
  en: string;
  verbs: (VerbKey | Verb)[];
  for?: PrefixKey[];
}

const colleges = ['CS', 'EE', 'ME', 'EM', 'FL', 'MS', 'CM', 'HU'];

/** By category (the demo campus's names): the departments that run such services, and what they are about. */
const catalogue: Record<string, { departments: string[]; subjects: Subject[] }> = {
  学生事务: {
    departments: ['SA', 'GS', ...colleges],
    subjects: [
      { zh: '奖学金', en: 'scholarship', verbs: ['apply', 'query', 'declare'], for: ['ug', 'pg', 'intl'] },
      { zh: '助学金', en: 'bursary', verbs: ['apply', 'query'], for: ['ug', 'pg'] },
      { zh: '助学贷款', en: 'student loan', verbs: ['apply', 'query', 'change', 'cert'], for: ['ug', 'pg'] },
      { zh: '勤工助学', en: 'work-study', verbs: ['apply', 'register', 'query'] },
      { zh: '学籍', en: 'student status', verbs: ['change', 'query', 'cert'], for: ['ug', 'pg', 'intl'] },
      { zh: '转专业', en: 'change of major', verbs: ['apply', 'query'] },
      { zh: '休学', en: 'leave of absence', verbs: ['apply', 'approve'], for: ['ug', 'pg'] },
      { zh: '复学', en: 'return from leave', verbs: ['apply', 'register'], for: ['ug', 'pg'] },
      { zh: '家庭经济困难认定', en: 'financial need assessment', verbs: ['apply', 'query'] },
      { zh: '心理咨询', en: 'counselling', verbs: ['book'], for: ['ug', 'pg', 'east', 'south', 'north'] },
      { zh: '家庭信息', en: 'family details', verbs: ['change', 'register'] },
      { zh: '学生医保', en: 'student medical insurance', verbs: ['register', 'claim', 'query'], for: ['intl'] },
      { zh: '签证', en: 'visa', verbs: [['延期', 'extension'], 'apply', 'query'], for: ['intl'] },
      { zh: '军训', en: 'military training', verbs: [['免训', 'exemption'], 'query'] },
      { zh: '宿舍', en: 'residence', verbs: [['退宿', 'move-out'], ['续住', 'extension']], for: ['ug', 'pg', 'east', 'south', 'north'] },
      { zh: '火车票优惠', en: 'rail discount', verbs: ['register', 'change'] },
      { zh: '评优评先', en: 'student award', verbs: ['declare', 'query'], for: ['ug', 'pg'] },
      { zh: '团组织关系', en: 'Youth League membership', verbs: [['转接', 'transfer'], 'query'] },
      { zh: '毕业去向', en: 'graduate destination', verbs: ['register', 'change', 'query'], for: ['ug', 'pg'] },
    ],
  },
  教学服务: {
    departments: ['AA', 'GS', ...colleges],
    subjects: [
      { zh: '重修', en: 'course retake', verbs: ['apply', 'enrol'], for: ['ug', 'pg'] },
      { zh: '辅修专业', en: 'minor programme', verbs: ['apply', 'enrol', 'cancel'] },
      { zh: '课程免修', en: 'course exemption', verbs: ['apply', 'query'], for: ['ug', 'pg', 'intl'] },
      { zh: '教室', en: 'classroom', verbs: ['book', 'query'], for: ['east', 'south', 'north'] },
      { zh: '毕业审核', en: 'graduation audit', verbs: ['apply', 'query'], for: ['ug', 'pg'] },
      { zh: '学位', en: 'degree', verbs: ['apply', 'cert'], for: ['ug', 'pg', 'intl'] },
      { zh: '选课', en: 'course', verbs: [['退选', 'withdrawal'], ['补选', 'late registration']], for: ['ug', 'pg'] },
      { zh: '成绩复核', en: 'grade review', verbs: ['apply', 'query'], for: ['ug', 'pg'] },
      { zh: '学位论文答辩', en: 'thesis defence', verbs: ['apply', 'book'], for: ['ug', 'pg'] },
      { zh: '开题报告', en: 'thesis proposal', verbs: ['file', 'change'], for: ['pg'] },
      { zh: '英语等级考试', en: 'English proficiency test', verbs: ['enrol', 'query'] },
      { zh: '计算机等级考试', en: 'computer proficiency test', verbs: ['enrol', 'query'] },
      { zh: '专业实习', en: 'internship', verbs: ['apply', 'file', 'cert'], for: ['ug', 'pg'] },
      { zh: '教材', en: 'textbook', verbs: [['预订', 'order'], 'query'] },
      { zh: '交换生项目', en: 'exchange programme', verbs: ['apply', 'enrol', 'query'], for: ['ug', 'pg'] },
      { zh: '毕业设计', en: 'final-year project', verbs: ['file', 'change'] },
      { zh: '学分认定', en: 'credit recognition', verbs: ['apply', 'query'], for: ['ug', 'pg'] },
      { zh: '调停课', en: 'class rescheduling', verbs: ['apply', 'approve'] },
      { zh: '监考', en: 'invigilation', verbs: ['register', 'change', 'query'] },
    ],
  },
  人事服务: {
    departments: ['HR', 'GO', ...colleges],
    subjects: [
      { zh: '职称评审', en: 'academic promotion', verbs: ['declare', 'query'] },
      { zh: '岗位聘任', en: 'post appointment', verbs: ['declare', 'query'] },
      { zh: '年度考核', en: 'annual appraisal', verbs: ['declare', 'query'] },
      { zh: '年休假', en: 'annual leave', verbs: ['apply', 'query'], for: ['staff'] },
      { zh: '工资', en: 'salary', verbs: ['query', 'cert'], for: ['staff'] },
      { zh: '社会保险', en: 'social insurance', verbs: ['query', 'change'] },
      { zh: '住房公积金', en: 'housing fund', verbs: ['query', 'cert', ['提取', 'withdrawal']] },
      { zh: '人事档案', en: 'personnel file', verbs: ['query', ['借阅', 'loan']] },
      { zh: '进修访学', en: 'visiting scholarship', verbs: ['apply', 'file'], for: ['staff'] },
      { zh: '校外兼职', en: 'outside appointment', verbs: ['apply', 'file'] },
      { zh: '退休', en: 'retirement', verbs: ['apply', 'register'], for: ['staff'] },
      { zh: '子女入园', en: 'nursery place', verbs: ['apply', 'query'] },
      { zh: '健康体检', en: 'health check', verbs: ['book', 'query'], for: ['staff'] },
      { zh: '工作证', en: 'staff card', verbs: ['apply', 'replace'] },
      { zh: '博士后进站', en: 'postdoctoral entry', verbs: ['apply', 'query'] },
      { zh: '人才引进', en: 'talent recruitment', verbs: ['declare', 'query'] },
      { zh: '因私出国（境）', en: 'private travel abroad', verbs: ['apply', 'file'], for: ['staff'] },
    ],
  },
  财务服务: {
    departments: ['FI'],
    subjects: [
      { zh: '科研经费', en: 'research fund', verbs: ['claim', 'query'] },
      { zh: '日常费用', en: 'everyday expense', verbs: ['claim'] },
      { zh: '学费', en: 'tuition', verbs: ['query', 'pay', ['退费', 'refund']], for: ['ug', 'pg', 'intl'] },
      { zh: '发票', en: 'invoice', verbs: [['开具', 'issue'], 'query'] },
      { zh: '公务卡', en: 'official credit card', verbs: ['apply', 'cancel', ['还款', 'repayment']] },
      { zh: '酬金', en: 'honorarium', verbs: ['declare', 'query'] },
      { zh: '预算', en: 'budget', verbs: [['调整', 'adjustment'], 'query'] },
      { zh: '借款', en: 'cash advance', verbs: ['apply', ['冲账', 'settlement']] },
      { zh: '个人所得税', en: 'income tax', verbs: ['query', 'cert'], for: ['staff'] },
      { zh: '收费项目', en: 'fee item', verbs: ['file', 'change'] },
      { zh: '往来款', en: 'inter-account payment', verbs: ['query', ['结算', 'settlement']] },
    ],
  },
  后勤服务: {
    departments: ['LS'],
    subjects: [
      { zh: '教工公寓', en: 'staff flat', verbs: ['apply', 'renew', ['退租', 'move-out']] },
      { zh: '水电费', en: 'utility bill', verbs: ['query', 'pay'], for: ['east', 'south', 'north'] },
      { zh: '会议服务', en: 'meeting service', verbs: ['book'], for: ['east', 'south', 'north'] },
      { zh: '办公用房', en: 'office space', verbs: ['apply', 'change'] },
      { zh: '维修工程', en: 'maintenance works', verbs: ['apply', 'approve'] },
      { zh: '办公家具', en: 'office furniture', verbs: ['apply', 'repair'] },
      { zh: '公务用车', en: 'official car', verbs: ['book', 'approve'] },
      { zh: '垃圾清运', en: 'waste collection', verbs: ['book'], for: ['east', 'south', 'north'] },
      { zh: '电梯', en: 'lift', verbs: ['repair'], for: ['east', 'south', 'north'] },
      { zh: '空调', en: 'air conditioning', verbs: ['repair', ['加装', 'installation']] },
      { zh: '绿化养护', en: 'grounds maintenance', verbs: ['book'] },
      { zh: '搬家服务', en: 'removal service', verbs: ['book'], for: ['east', 'south', 'north'] },
      { zh: '饮用水', en: 'drinking water', verbs: [['订购', 'order'], 'repair'] },
    ],
  },
  信息服务: {
    departments: ['IT', 'LI'],
    subjects: [
      { zh: '统一身份认证账号', en: 'single sign-on account', verbs: ['open', 'cancel', ['密码重置', 'password reset']] },
      { zh: '电子邮箱', en: 'email account', verbs: ['open', 'cancel', ['扩容', 'quota increase']], for: ['staff', 'pg'] },
      { zh: 'VPN', en: 'VPN', verbs: ['open', 'renew'] },
      { zh: '正版软件', en: 'licensed software', verbs: [['下载', 'download'], 'apply'] },
      { zh: '虚拟主机', en: 'virtual server', verbs: ['apply', 'renew', 'cancel'] },
      { zh: 'IP 地址', en: 'IP address', verbs: ['apply', 'change'] },
      { zh: '二级域名', en: 'subdomain', verbs: ['register', 'cancel', 'renew'] },
      { zh: '网站', en: 'website', verbs: ['file', 'cancel'] },
      { zh: '数据共享', en: 'data sharing', verbs: ['apply'] },
      { zh: '多媒体设备', en: 'AV equipment', verbs: ['book', 'repair'] },
      { zh: '校园网', en: 'campus network', verbs: ['open', 'cancel', 'repair'], for: ['east', 'south', 'north'] },
      { zh: '无线网络', en: 'Wi-Fi', verbs: ['open', 'repair'], for: ['east', 'south', 'north'] },
      { zh: '图书', en: 'library book', verbs: [['续借', 'renewal'], ['荐购', 'purchase request'], 'query'] },
      { zh: '论文查重', en: 'plagiarism check', verbs: ['apply', 'query'], for: ['ug', 'pg'] },
      { zh: '校外访问', en: 'off-campus access', verbs: ['open', 'query'] },
      { zh: '电子资源', en: 'e-resource', verbs: ['query', ['试用', 'trial']] },
    ],
  },
  科研服务: {
    departments: ['GS', 'LI', ...colleges],
    subjects: [
      { zh: '纵向项目', en: 'government-funded project', verbs: ['declare', 'change', ['结题', 'completion']] },
      { zh: '横向项目', en: 'industry-funded project', verbs: ['file', 'change', ['结题', 'completion']] },
      { zh: '科研成果', en: 'research output', verbs: ['register', 'query'] },
      { zh: '专利', en: 'patent', verbs: ['apply', ['维持', 'renewal'], 'query'] },
      { zh: '学术会议', en: 'academic conference', verbs: ['declare', 'file'] },
      { zh: '大型仪器', en: 'large instrument', verbs: ['book', 'query'], for: ['east', 'south', 'north'] },
      { zh: '论文发表奖励', en: 'publication award', verbs: ['declare', 'query'] },
      { zh: '伦理审查', en: 'ethics review', verbs: ['apply', 'query'] },
      { zh: '学术报告', en: 'academic talk', verbs: ['file', 'book'] },
      { zh: '科研合同', en: 'research contract', verbs: ['file', 'approve'] },
      { zh: '科研平台', en: 'research platform', verbs: ['apply', 'book'] },
      { zh: '危险化学品', en: 'hazardous chemicals', verbs: [['采购', 'purchase'], 'register'] },
      { zh: '实验动物', en: 'laboratory animals', verbs: [['采购', 'purchase'], 'approve'] },
    ],
  },
  校园生活: {
    departments: ['LS', 'SE', 'LI', 'SA'],
    subjects: [
      { zh: '体育馆', en: 'sports hall', verbs: ['book'], for: ['east', 'south', 'north'] },
      { zh: '游泳卡', en: 'swimming pass', verbs: ['apply', 'renew'] },
      { zh: '校医院挂号', en: 'clinic appointment', verbs: ['book', 'query'], for: ['east', 'south', 'north'] },
      { zh: '校园班车', en: 'campus shuttle', verbs: ['book', 'query'] },
      { zh: '停车证', en: 'parking permit', verbs: ['apply', 'renew', 'cancel'], for: ['staff', 'pg'] },
      { zh: '失物招领', en: 'lost property', verbs: ['register', 'query'] },
      { zh: '校园卡', en: 'campus card', verbs: ['query', ['冻结', 'freeze'], ['解冻', 'unfreeze']] },
      { zh: '学生社团', en: 'student club', verbs: ['register', 'change', 'cancel'] },
      { zh: '志愿服务', en: 'volunteering', verbs: ['register', 'query', 'cert'] },
      { zh: '集体户口', en: 'collective household registration', verbs: [['迁入', 'transfer in'], ['迁出', 'transfer out'], 'cert'] },
      { zh: '快递', en: 'parcel', verbs: ['query', ['代寄', 'posting']], for: ['east', 'south', 'north'] },
      { zh: '洗衣房', en: 'laundry', verbs: ['book', 'repair'], for: ['east', 'south', 'north'] },
      { zh: '活动场地', en: 'event space', verbs: ['book', 'approve'] },
      { zh: '食堂包间', en: 'private dining room', verbs: ['book'], for: ['east', 'south', 'north'] },
    ],
  },
};

interface Generated {
  name: string;
  name_en: string;
  category: string;
  departments: string[];
  verb: string;
  /** Narrowed to students or staff by its name. */
  narrowed: boolean;
}

const campuses = new Set<PrefixKey>(['east', 'south', 'north']);

/** Every name the vocabulary makes, each once. */
function allNames(): Generated[] {
  const out: Generated[] = [];
  for (const [category, { departments, subjects }] of Object.entries(catalogue)) {
    for (const subject of subjects) {
      for (const v of subject.verbs) {
        const [verbZh, verbEn] = typeof v === 'string' ? verbs[v] : v;
        const verb = typeof v === 'string' ? v : verbEn;
        for (const p of [undefined, ...(subject.for ?? [])]) {
          const [preZh, preEn] = p ? prefixes[p] : ['', ''];
          const en = `${preEn ? `${preEn} ` : ''}${subject.en} ${verbEn}`;
          out.push({ name: `${preZh}${subject.zh}${verbZh}`, name_en: en[0].toUpperCase() + en.slice(1), category, departments, verb, narrowed: p !== undefined && !campuses.has(p) });
        }
      }
    }
  }
  return out;
}

function shuffled<T>(list: T[], random: Random): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** Looking something up is a link to the system that holds it; applying is a form, ours (1) or another system's (2). */
function typeOf(verb: string, random: Random): 1 | 2 | 4 {
  if (verb === 'query' || verb === 'download') return 4;
  if (verb === 'book') return random.next() < 0.5 ? 4 : 2;
  return random.next() < 0.6 ? 1 : 2;
}

export interface HallDatabase extends CampusDatabase {
  seconds: number;
  counts: { generated: number; studentHall: number; staffHall: number; visitorHall: number; inThemes: number; byType: Record<string, number> };
}

export async function generateHallDatabase(adminUrl: string, target = 500): Promise<HallDatabase> {
  return generateCampusDatabase(adminUrl, async (db) => {
    const random = createRandom(500);
    const hallOf = async (audience: 'student' | 'teacher' | 'visitor') =>
      Number(
        (
          await db
            .selectFrom('apps')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('enabled', '=', true)
            .where('folder_id', 'is', null)
            .where(sql<boolean>`${audience} = ANY(audiences)`)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const wanted = target - (await hallOf('student'));
    const taken = new Set((await db.selectFrom('apps').select('name').execute()).map((r) => r.name));
    const names = shuffled(allNames().filter((n) => !taken.has(n.name)), random);
    if (names.length < wanted) throw new Error(`the vocabulary makes ${names.length} new names, ${wanted} are needed`);

    const categoryIds = new Map((await db.selectFrom('app_categories').select(['id', 'name']).execute()).map((c) => [c.name, c.id]));
    const departmentIds = new Map((await db.selectFrom('departments').select(['id', 'code']).execute()).map((d) => [d.code, d.id]));
    const { maxSort } = await db.selectFrom('apps').select((eb) => eb.fn.max('sort').as('maxSort')).executeTakeFirstOrThrow();
    // Services are added over the years at the end of the catalogue's order.
    let sort = Number(maxSort ?? 0);
    const rows: Insertable<AppsTable>[] = names.slice(0, wanted).map((n, i) => {
      const type = typeOf(n.verb, random);
      const slug = `svc-${String(i + 1).padStart(3, '0')}`;
      // Visitors get some of what serves a campus's public: its life, teaching and IT services, not personal ones.
      const publicFacing = !n.narrowed && ['校园生活', '教学服务', '信息服务'].includes(n.category) ? 0.4 : 0;
      const views = random.int(50, 6000);
      return {
        name: n.name,
        name_en: n.name_en,
        type,
        logo_url: `/static/demo/logo-${categoryLogos[n.category]}.svg`,
        category_id: categoryIds.get(n.category) ?? null,
        department_id: departmentIds.get(random.pick(n.departments)) ?? null,
        audiences: random.next() < publicFacing ? ['student', 'teacher', 'visitor'] : ['student', 'teacher'],
        description: `${n.name}：在线办理，进度可随时查看。`,
        description_en: `${n.name_en}: apply online and follow its progress.`,
        handling_days: type === 4 ? null : random.int(1, 10),
        ...(type === 4 ? { url: `https://${slug}.example.edu.cn/`, url_mobile: `https://${slug}.example.edu.cn/m`, thirdparty_id: slug, thirdparty_name: n.name } : {}),
        ...(type === 2 ? { thirdparty_form_url_pc: `https://forms.example.edu.cn/${slug}`, thirdparty_form_url_mobile: `https://forms.example.edu.cn/m/${slug}` } : {}),
        views,
        times: Math.round(views * (0.2 + random.next() * 0.3)),
        sort: ++sort,
      };
    });
    const ids = rows.length ? (await db.insertInto('apps').values(rows).returning('id').execute()).map((r) => r.id) : [];

    // About one in eight joins a theme, after the theme's own services.
    const themes = await db
      .selectFrom('app_themes as t')
      .leftJoin('app_theme_apps as m', 'm.theme_id', 't.id')
      .select(['t.id', (eb) => eb.fn.coalesce(eb.fn.max('m.sort'), sql<number>`-1`).as('last')])
      .groupBy('t.id')
      .execute();
    const next = new Map(themes.map((t) => [t.id, Number(t.last) + 1]));
    const members = ids
      .filter(() => random.next() < 0.125)
      .map((appId) => {
        const theme = random.pick(themes).id;
        const at = next.get(theme) ?? 0;
        next.set(theme, at + 1);
        return { theme_id: theme, app_id: appId, sort: at };
      });
    if (members.length) await db.insertInto('app_theme_apps').values(members).execute();
    await sql`VACUUM (ANALYZE) apps, app_theme_apps`.execute(db);

    const byType: Record<string, number> = {};
    for (const r of rows) byType[`type ${r.type}`] = (byType[`type ${r.type}`] ?? 0) + 1;
    const counts = {
      generated: ids.length,
      studentHall: await hallOf('student'),
      staffHall: await hallOf('teacher'),
      visitorHall: await hallOf('visitor'),
      inThemes: members.length,
      byType,
    };
    return counts;
  });
}
