/**
 * The demo campus's notices and office notices: about a year of them, as the offices of a Chinese university
 * publish them (academic affairs, student affairs, the graduate school, logistics, the library, IT, security,
 * finance, personnel, the president's office), dated on working days in office hours relative to the seed day,
 * seasonal where the subject is (exams at the end of a semester, holidays two weeks ahead, heating in November).
 * Notices of general interest (holidays, the library, IT) carry an English version, as the catalogue does.
 * Pure: the notices demo part (server/demo/notices.ts) stores what this returns.
 */
import type { Random } from './random';

export interface DemoNotice {
  kind: 'notice' | 'office';
  /** Chinese category name; notices only. */
  category?: string;
  /** Department code (./people.ts). */
  department: string;
  title: string;
  titleEn?: string;
  content: string;
  contentEn?: string;
  sendTime: Date;
}

interface Text {
  title: string;
  paras: string[];
  list?: string[];
  en?: { title: string; paras: string[]; list?: string[] };
}

interface Ctx {
  y: number;
  /** Month 1–12 of the send day, campus time. */
  m: number;
  /** The academic year and semester the send day falls in. */
  term: string;
  /** The semester after it. */
  nextTerm: string;
  pick: <T>(list: readonly T[]) => T;
  int: (min: number, max: number) => number;
  /** A campus date some days after the send day: "3月14日" and "14 March". */
  later: (days: number) => { zh: string; en: string };
}

interface Template {
  department: string;
  /** Absent for office notices. */
  category?: string;
  /** Months (1–12) it is published in; any month when absent. */
  months?: number[];
  /** How many a year at most (default 4), spread over the months, so no one subject crowds the list. */
  max?: number;
  make: (c: Ctx) => Text;
}

const DAY_MS = 86_400_000;
const CAMPUS_OFFSET_MS = 8 * 3_600_000;
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const NOTICE = '通知公告';
const GUIDE = '办事指南';
const SYSTEM = '系统公告';

/** Talks the colleges host: college, subject. */
const lectures: [string, string][] = [
  ['计算机科学与技术学院', '大语言模型的推理能力与评测'], ['计算机科学与技术学院', '面向隐私保护的联邦学习'], ['计算机科学与技术学院', '程序自动修复的新进展'],
  ['计算机科学与技术学院', '图神经网络在推荐系统中的应用'], ['计算机科学与技术学院', '操作系统内核的形式化验证'],
  ['电子信息工程学院', '6G 通信中的智能超表面'], ['电子信息工程学院', '毫米波雷达感知与成像'], ['电子信息工程学院', '低功耗集成电路设计方法'],
  ['电子信息工程学院', '类脑计算芯片研究进展'], ['机械工程学院', '智能制造中的数字孪生'], ['机械工程学院', '软体机器人的驱动与控制'],
  ['机械工程学院', '增材制造的工艺与材料'], ['机械工程学院', '高速列车振动与噪声控制'], ['经济与管理学院', '数字经济与平台治理'],
  ['经济与管理学院', '碳中和背景下的企业投资'], ['经济与管理学院', '行为金融学前沿问题'], ['经济与管理学院', '乡村振兴中的农村金融'],
  ['外国语学院', '翻译技术与译者能力培养'], ['外国语学院', '二语习得研究方法'], ['外国语学院', '中国文学的海外传播'],
  ['数学与统计学院', '随机矩阵理论及其应用'], ['数学与统计学院', '高维数据的统计推断'], ['数学与统计学院', '偏微分方程数值解的新方法'],
  ['数学与统计学院', '最优传输与机器学习'], ['化学与材料学院', '钙钛矿太阳能电池的稳定性'], ['化学与材料学院', '固态电池电解质材料'],
  ['化学与材料学院', '单原子催化的机理研究'], ['化学与材料学院', '可降解高分子材料'], ['人文学院', '宋代城市生活史'],
  ['人文学院', '数字人文与古籍整理'], ['人文学院', '敦煌文献研究的新视野'], ['人文学院', '当代城市文学的空间书写'],
];

const buildings = ['第一教学楼', '第二教学楼', '理科实验楼', '工程训练中心', '图书馆', '学生公寓 3 号楼', '学生公寓 7 号楼', '东区食堂', '西区食堂', '体育馆'];
const teachers = ['张老师', '李老师', '王老师', '刘老师', '陈老师', '赵老师'];
const phone = (c: Ctx) => `0571-8888${String(c.int(1000, 9999))}`;
const contact = (c: Ctx) => `联系人：${c.pick(teachers)}，联系电话：${phone(c)}。`;

const templates: Template[] = [
  // Academic affairs
  { department: 'AA', category: NOTICE, months: [6, 12, 1], make: (c) => ({
    title: `关于${c.term}期末考试安排的通知`,
    paras: ['各学院、全体师生：', `${c.term}期末考试将于${c.later(14).zh}起陆续进行，现将有关事项通知如下：`, '请各学院及时通知到每一位任课教师和学生，确保考试工作平稳有序。'],
    list: ['考试安排以教务系统公布的时间和考场为准，学生须携带学生证和身份证参加考试；', '因病或其他特殊原因不能参加考试的学生，须在考前通过网上办事大厅提交缓考申请；', '监考教师须提前 15 分钟到达考场，严格执行考场规则。'],
  }) },
  { department: 'AA', category: NOTICE, months: [2, 3, 8, 9], make: (c) => ({
    title: `关于做好${c.term}补考工作的通知`,
    paras: ['各学院：', `${c.term}补考定于${c.later(10).zh}至${c.later(14).zh}进行。需补考的学生请登录教务系统查询考试时间和地点。`, contact(c)],
  }) },
  { department: 'AA', category: NOTICE, months: [5, 6, 11, 12], make: (c) => ({
    title: `关于开展${c.term}学生评教工作的通知`,
    paras: ['全体本科生：', `为了解课堂教学情况、持续提高教学质量，${c.term}网上评教将于${c.later(3).zh}开放，${c.later(17).zh}关闭。`, '评教结果仅用于教学质量分析，学生个人信息严格保密。未完成评教的学生将暂时无法查询本学期成绩。'],
  }) },
  { department: 'AA', category: NOTICE, months: [1, 6, 7, 12], make: (c) => ({
    title: `关于${c.nextTerm}选课工作的通知`,
    paras: ['各学院、全体本科生：', `下一学期选课分为预选、正选和补退选三个阶段，预选自${c.later(5).zh}开始。`, '请学生认真阅读培养方案，合理安排修读计划。选课期间如遇系统问题，请联系教务处。', contact(c)],
  }) },
  { department: 'AA', category: NOTICE, months: [3, 9], make: (c) => ({
    title: `关于${c.y}年${c.m <= 6 ? '上' : '下'}半年全国大学英语四、六级考试报名的通知`,
    paras: ['各学院、全体学生：', `${c.y}年${c.m <= 6 ? '上' : '下'}半年全国大学英语四、六级考试报名将于${c.later(4).zh}开始，报名截止时间为${c.later(11).zh}。`, '考生须通过全国大学英语四、六级考试报名网站完成报名和缴费，逾期不予补报。'],
    en: { title: `Registration for the national College English Test (CET-4/6), ${c.m <= 6 ? 'spring' : 'autumn'} ${c.y}`, paras: [`Registration opens on ${c.later(4).en} and closes on ${c.later(11).en}.`, 'Candidates register and pay on the national CET website; late registration is not possible.'] },
  }) },
  { department: 'AA', category: NOTICE, months: [3, 4, 5], make: (c) => ({
    title: `关于举办${c.y}年大学生数学建模竞赛校内选拔赛的通知`,
    paras: ['各学院：', `为选拔优秀学生参加全国大学生数学建模竞赛，学校定于${c.later(20).zh}举办校内选拔赛，以三人为一队报名。`, '报名请于截止日前通过网上办事大厅提交，竞赛题目届时在教务处网站公布。', contact(c)],
  }) },
  { department: 'AA', category: NOTICE, max: 8, make: (c) => {
    const building = c.pick(buildings.slice(0, 4));
    return {
      title: `关于${c.later(2).zh}起调整${building}部分教室上课安排的通知`,
      paras: ['各学院、全体师生：', `因${building}${c.pick(['多媒体设备升级', '消防设施改造', '空调系统检修', '门窗维修'])}，${c.later(2).zh}至${c.later(9).zh}期间部分教室暂停使用，原安排在这些教室的课程调整到其他教室。`, '调整后的教室已在教务系统课表中更新，请师生及时查看，由此带来的不便敬请谅解。'],
    };
  } },
  { department: 'AA', category: NOTICE, months: [3, 4], make: (c) => ({
    title: `关于${c.y}届本科毕业论文（设计）中期检查的通知`,
    paras: ['各学院：', `为保证毕业论文（设计）质量，学校将于${c.later(7).zh}至${c.later(21).zh}开展中期检查。`, '各学院须组织指导教师逐一检查学生进度，填写中期检查表，并于检查结束后一周内报送教务处。'],
  }) },
  { department: 'AA', category: NOTICE, months: [4, 10], make: (c) => ({
    title: `关于申报${c.y}年度校级教学改革研究项目的通知`,
    paras: ['各学院、各位教师：', `${c.y}年度校级教学改革研究项目申报工作现已开始，申报截止时间为${c.later(25).zh}。`, '项目重点支持课程思政、数字化教学和实践教学改革等方向，每位教师限申报一项。', contact(c)],
  }) },
  { department: 'AA', category: GUIDE, make: (c) => ({
    title: c.pick(['成绩单与在校证明自助打印指南', '学籍异动（休学、复学、转专业）办理指南', '课程重修与免修办理说明', '辅修与双学位报名办理指南']),
    paras: ['办理对象：全日制在校本科生。', '办理方式：登录网上办事大厅，在“教学服务”中找到对应事项在线提交，审核通过后按提示领取或自助打印。', contact(c)],
    list: ['准备材料：学生证、身份证及事项要求的其他材料；', '办理时限：一般 2 至 5 个工作日；', '办理地点：行政楼一楼学生事务服务中心。'],
  }) },
  { department: 'CS', category: NOTICE, max: 40, make: (c) => {
    const [college, topic] = c.pick(lectures);
    return {
      title: `学术报告：${topic}`,
      paras: [`报告时间：${c.later(c.int(3, 8)).zh} ${c.pick(['9:30', '14:00', '15:30', '19:00'])}`, `报告地点：${college}${c.pick(['报告厅', '学术交流中心', '第一会议室'])}`, `报告人：${c.pick(['清华大学', '浙江大学', '复旦大学', '香港科技大学', '新加坡国立大学', '中国科学院'])}${c.pick(['教授', '研究员', '副教授'])}`, '欢迎广大师生参加。'],
    };
  } },
  // Student affairs
  { department: 'SA', category: NOTICE, months: [9, 10], make: (c) => ({
    title: `关于开展${c.y}年度国家助学金评审工作的通知`,
    paras: ['各学院：', `${c.y}年度国家助学金评审工作即将开始，请各学院于${c.later(20).zh}前完成评审并报送名单。`, '评审坚持公开、公平、公正的原则，结果须在学院范围内公示不少于 5 个工作日。'],
  }) },
  { department: 'SA', category: NOTICE, months: [1, 6, 7], make: (c) => ({
    title: `关于做好${c.y}年${c.m <= 2 ? '寒假' : '暑假'}学生离校返校工作的通知`,
    paras: ['各学院、全体学生：', `${c.m <= 2 ? '寒假' : '暑假'}即将到来，离校前请关好门窗、切断电源，贵重物品妥善保管。`, '假期留校学生须通过网上办事大厅提交留校申请，返校时间以学校通知为准。'],
  }) },
  { department: 'SA', category: NOTICE, months: [9, 10], make: (c) => ({
    title: `关于开展${c.y}年秋季学期家庭经济困难学生认定工作的通知`,
    paras: ['各学院：', '请各学院组织学生在线填写认定申请，按照学生申请、班级评议、学院审核的程序开展认定工作。', `认定结果请于${c.later(21).zh}前报送学生工作处。`],
  }) },
  { department: 'SA', category: NOTICE, months: [3, 4, 10, 11], make: (c) => ({
    title: `关于评选${c.y}年度优秀学生干部和三好学生的通知`,
    paras: ['各学院：', '评选工作按照个人申报、班级推荐、学院审核、学校审定的程序进行。', `请各学院于${c.later(15).zh}前通过网上办事大厅提交推荐名单和事迹材料。`],
  }) },
  { department: 'SA', category: NOTICE, months: [5], make: (c) => ({
    title: `关于开展${c.y}年“5·25”大学生心理健康月系列活动的通知`,
    paras: ['各学院、全体学生：', '心理健康月期间将举办心理讲座、团体辅导、心理情景剧展演等活动，欢迎同学们踊跃参加。', '心理咨询中心预约电话：0571-88886525。'],
  }) },
  { department: 'SA', category: NOTICE, months: [2, 3, 9], make: (c) => ({
    title: `关于${c.term}勤工助学岗位招聘的通知`,
    paras: ['全体学生：', `本学期校内勤工助学岗位现面向学生招聘，岗位涉及图书馆、实验室、行政办公室等，报名截止时间为${c.later(10).zh}。`, '家庭经济困难学生优先录用。请通过网上办事大厅“勤工助学岗位申请”报名。'],
  }) },
  { department: 'SA', category: NOTICE, make: (c) => ({
    title: c.pick(['关于规范学生请假审批流程的通知', '关于学生请假线上办理的补充说明', '关于加强学生晚归管理的通知']),
    paras: ['各学院、全体学生：', '学生请假一律通过网上办事大厅“学生请假申请”在线办理：三天以内由辅导员审批，三天以上须经学院和学生工作处审批。', '请假期满须按时销假，未经批准擅自离校者按学校有关规定处理。'],
  }) },
  // Graduate school
  { department: 'GS', category: NOTICE, months: [4, 5, 11], make: (c) => ({
    title: `关于${c.y}年${c.m <= 6 ? '上' : '下'}半年研究生学位论文答辩安排的通知`,
    paras: ['各学院、各位研究生导师：', `本批次学位论文答辩须于${c.later(30).zh}前完成，答辩前须通过学术不端检测和盲审。`, '答辩结束后，请各学院及时在研究生管理系统中录入答辩结果。'],
  }) },
  { department: 'GS', category: NOTICE, months: [10, 11, 12], make: (c) => ({
    title: `关于开展${c.y}级研究生开题报告工作的通知`,
    paras: ['各学院：', `${c.y}级研究生开题报告工作须于${c.later(40).zh}前完成，开题报告会应公开进行。`, contact(c)],
  }) },
  // Logistics
  { department: 'LS', category: NOTICE, max: 30, make: (c) => {
    const building = c.pick(buildings);
    const what = c.pick(['停水', '停电']);
    const day = c.later(2);
    return {
      title: `关于${day.zh}${building}${what}的通知`,
      paras: ['各位师生：', `因${what === '停水' ? '供水管网改造' : '配电设备检修'}，${day.zh} 8:00 至 17:00 ${building}将暂停${what === '停水' ? '供水' : '供电'}，请提前做好准备。`, '如遇特殊情况，恢复时间将另行通知。后勤服务热线：0571-88881234。'],
      en: { title: `${what === '停水' ? 'Water' : 'Power'} cut in ${building} on ${day.en}`, paras: [`There will be no ${what === '停水' ? 'water' : 'electricity'} in ${building} from 8:00 to 17:00 on ${day.en} because of maintenance work.`, 'Campus services hotline: 0571-88881234.'] },
    };
  } },
  { department: 'LS', category: NOTICE, max: 6, make: (c) => {
    const canteen = c.pick(['东区食堂', '西区食堂', '北区风味餐厅']);
    return {
      title: `关于${c.later(3).zh}起${canteen}暂停营业进行设备检修的通知`,
      paras: ['各位师生：', `${canteen}将于${c.later(3).zh}至${c.later(5).zh}暂停营业，进行厨房设备检修和消毒。`, '检修期间请到其他食堂就餐，给大家带来的不便敬请谅解。'],
    };
  } },
  { department: 'LS', category: NOTICE, months: [11], make: (c) => ({
    title: `关于${c.y}—${c.y + 1}年冬季供暖的通知`,
    paras: ['各位师生：', `本年度冬季供暖自${c.later(7).zh}开始。供暖初期如遇暖气不热、漏水等情况，请通过网上办事大厅“宿舍报修”或拨打后勤服务热线报修。`],
    en: { title: `Winter heating ${c.y}–${c.y + 1}`, paras: [`Heating starts on ${c.later(7).en}. Report cold radiators or leaks through Residence hall repairs in the hall or call the campus services hotline.`] },
  }) },
  { department: 'LS', category: NOTICE, months: [3, 4, 5, 9, 10], make: (c) => ({
    title: `关于校园班车${c.pick(['运行时间调整', '新增线路', '寒暑假期间运行安排'])}的通知`,
    paras: ['各位教职工：', `自${c.later(7).zh}起，校园班车运行时间有所调整，详见附件时刻表。`, '请乘车人员提前到站候车，文明乘车。'],
  }) },
  { department: 'LS', category: GUIDE, make: (c) => ({
    title: c.pick(['学生宿舍报修办理指南', '校园卡挂失、补办与解挂办理说明', '学生宿舍调换办理指南', '教职工周转房申请办理指南']),
    paras: ['办理方式：登录网上办事大厅提交申请，后勤保障处在规定时限内处理并反馈。', '紧急维修（漏水、断电等）请直接拨打后勤服务热线 0571-88881234。', contact(c)],
  }) },
  // Library
  { department: 'LI', category: NOTICE, max: 6, make: (c) => {
    const db = c.pick([['中国知网（CNKI）', 'CNKI'], ['Web of Science', 'Web of Science'], ['IEEE Xplore', 'IEEE Xplore'], ['万方数据', 'Wanfang Data'], ['SpringerLink', 'SpringerLink'], ['ScienceDirect', 'ScienceDirect']]);
    return {
      title: `关于开通${db[0]}数据库试用的通知`,
      paras: ['各位读者：', `图书馆现开通${db[0]}数据库试用，试用期至${c.later(60).zh}，校园网内可直接访问，校外请通过 VPN 访问。`, '欢迎在试用期间反馈使用意见，作为图书馆订购的参考。'],
      en: { title: `Trial access to ${db[1]}`, paras: [`The library has trial access to ${db[1]} until ${c.later(60).en}. Use it on the campus network, or through the VPN off campus.`] },
    };
  } },
  { department: 'LI', category: NOTICE, max: 20, make: (c) => {
    const topic = c.pick(['中外文献检索技巧', 'EndNote 文献管理', '学位论文写作与排版', '专利检索与分析', '如何投稿高水平期刊']);
    return {
      title: `图书馆“一小时讲座”（${c.later(6).zh}）：${topic}`,
      paras: ['各位读者：', `图书馆定于${c.later(6).zh} 14:30 在图书馆三楼报告厅举办“${topic}”专题讲座，欢迎师生参加。`, '讲座无需报名，请自带笔记本电脑。'],
    };
  } },
  { department: 'LI', category: NOTICE, months: [4], make: (c) => ({
    title: `关于开展${c.y}年“世界读书日”系列活动的通知`,
    paras: ['各位读者：', '围绕“4·23世界读书日”，图书馆将举办好书推荐、阅读分享会、旧书漂流等系列活动。', '活动详情请关注图书馆网站和公众号。'],
    en: { title: `World Book Day ${c.y} at the library`, paras: ['Around World Book Day (23 April) the library holds book recommendations, reading circles and a book swap.'] },
  }) },
  { department: 'LI', category: NOTICE, months: [5, 6], make: (c) => ({
    title: `关于${c.y}届毕业生办理图书馆离校手续的通知`,
    paras: ['各位毕业生：', `请于${c.later(20).zh}前归还所借图书并结清超期费用，图书馆离校手续将在网上办事大厅自动核验。`],
  }) },
  { department: 'LI', category: NOTICE, make: (c) => ({
    title: `关于调整图书馆${c.pick(['二', '三', '四'])}楼自习区座位预约规则的通知`,
    paras: ['各位读者：', `自${c.later(5).zh}起，自习区座位须通过“图书馆研讨间预约”入口预约，预约后 30 分钟内未签到的自动释放。`, '请读者文明使用座位，不得代人占座。'],
  }) },
  // IT
  { department: 'IT', category: SYSTEM, max: 24, make: (c) => {
    const system = c.pick([['教务管理系统', 'academic system'], ['一卡通系统', 'campus card system'], ['电子邮件系统', 'email system'], ['网上办事大厅', 'online service hall'], ['财务报销系统', 'expense claim system'], ['统一身份认证', 'single sign-on']]);
    const day = c.later(3);
    return {
      title: `关于${day.zh}${system[0]}停机维护的公告`,
      paras: ['各位师生：', `因系统升级，${system[0]}将于${day.zh} 22:00 至次日 6:00 停机维护，期间暂停服务。`, '请提前做好相关工作安排，由此带来的不便敬请谅解。信息化服务热线：0571-88880110。'],
      en: { title: `${system[1][0].toUpperCase()}${system[1].slice(1)} down for maintenance on ${day.en}`, paras: [`The ${system[1]} will be unavailable from 22:00 on ${day.en} to 6:00 the next morning for an upgrade.`, 'IT service desk: 0571-88880110.'] },
    };
  } },
  { department: 'IT', category: SYSTEM, max: 4, make: (c) => ({
    title: `关于${c.later(2).zh}校园网核心设备升级期间网络中断的通知`,
    paras: ['各位师生：', `为提升校园网性能，${c.later(2).zh} 0:00 至 4:00 将对校园网核心设备进行升级，期间有线网络和无线网络将间断性中断。`],
    en: { title: `Campus network outage for a core upgrade on ${c.later(2).en}`, paras: [`Wired and wireless networks will be interrupted between 0:00 and 4:00 on ${c.later(2).en} while core equipment is upgraded.`] },
  }) },
  { department: 'IT', category: NOTICE, make: (c) => ({
    title: `关于防范“${c.pick(['邮箱升级', '工资补贴', '课程退费', '账号异常'])}”类钓鱼邮件的安全提醒`,
    paras: ['各位师生：', '近期出现冒充学校部门发送“邮箱升级”“工资补贴”等内容的钓鱼邮件，诱导点击链接并输入账号密码。', '请勿点击来历不明的链接，学校不会通过邮件索要密码。如已泄露，请立即在统一身份认证中修改密码。'],
    en: { title: 'Beware of phishing emails', paras: ['Emails pretending to come from university offices ask people to "upgrade their mailbox" and enter their password. The university never asks for passwords by email; if you entered yours, change it at once.'] },
  }) },
  { department: 'IT', category: GUIDE, make: (c) => {
    const [title, en] = c.pick([
      ['校园 VPN 使用指南', 'Using the campus VPN'],
      ['校园无线网络（eduroam）连接说明', 'Connecting to eduroam'],
      ['统一身份认证密码找回指南', 'Resetting your university password'],
      ['正版软件平台使用说明', 'Licensed software downloads'],
    ]);
    return {
      title,
      paras: ['适用对象：全校师生。', '首次使用前请在网上办事大厅“信息服务”中完成账号开通，使用统一身份认证账号登录。', '常见问题请查阅信息化办公室网站，或拨打信息化服务热线 0571-88880110。'],
      en: { title: en, paras: ['Activate your account under IT services in the online hall first, then sign in with your university account. IT service desk: 0571-88880110.'] },
    };
  } },
  // Security
  { department: 'SE', category: NOTICE, months: [11], make: (c) => ({
    title: `关于开展${c.y}年消防安全演练的通知`,
    paras: ['各学院、各部门：', `结合“11·9”全国消防日，学校定于${c.later(5).zh}在学生公寓区开展消防疏散演练。`, '演练期间请听从工作人员指挥，有序疏散，不要惊慌。'],
  }) },
  { department: 'SE', category: NOTICE, max: 5, make: (c) => ({
    title: `关于防范“${c.pick(['刷单返利', '冒充客服退款', '冒充公检法', '虚假网络贷款', '游戏装备交易'])}”类电信网络诈骗的提醒`,
    paras: ['全体师生：', '近期冒充客服退款、刷单返利、冒充公检法等电信网络诈骗案件多发，请提高警惕。', '凡是要求转账汇款的，务必核实；如遇可疑情况，请拨打 110 或保卫处值班电话 0571-88880000。'],
    en: { title: 'Watch out for telephone and online fraud', paras: ['Fraudsters pose as customer service, police or online shops. Never transfer money without checking; call 110 or campus security at 0571-88880000.'] },
  }) },
  { department: 'SE', category: NOTICE, months: [4, 5, 6, 9, 10], max: 5, make: (c) => {
    const event = c.pick(['春季运动会', '毕业典礼', '新生报到', '秋季运动会', '校园开放日']);
    return {
      title: `关于${event}期间校园交通管制的通知`,
      paras: ['各位师生：', `${event}期间（${c.later(7).zh}），学校主干道将实行临时交通管制，外来车辆一律不得入校。`, '请教职工提前安排出行，服从现场工作人员指挥。'],
    };
  } },
  { department: 'SE', category: NOTICE, months: [12, 1], make: (c) => ({
    title: `关于办理${c.m === 12 ? c.y + 1 : c.y}年度校园机动车通行证的通知`,
    paras: ['各位教职工：', `${c.m === 12 ? c.y + 1 : c.y}年度校园机动车通行证即日起通过网上办事大厅“车辆入校登记”办理，原通行证有效期至${c.later(30).zh}。`, '校内限速 20 公里/小时，请按指定区域停放车辆。'],
  }) },
  { department: 'SE', category: NOTICE, max: 4, make: (c) => ({
    title: `关于开展${c.y}年${c.m}月实验室安全专项检查的通知`,
    paras: ['各学院：', `学校将于${c.later(5).zh}起对全校实验室开展安全专项检查，重点检查危险化学品、气瓶和用电安全。`, '请各实验室对照检查清单先行自查，发现问题立即整改。'],
  }) },
  { department: 'AA', category: NOTICE, months: [5, 6], make: (c) => ({
    title: `关于做好${c.y}年本科生转专业工作的通知`,
    paras: ['各学院、全体本科生：', `${c.y}年转专业申请将于${c.later(6).zh}开放，申请学生须通过网上办事大厅提交申请，并参加接收学院组织的考核。`, '每名学生在校期间只能转专业一次。'],
  }) },
  { department: 'AA', category: NOTICE, months: [2, 3, 9], make: (c) => ({
    title: `关于公布${c.term}重修课程开课名单的通知`,
    paras: ['各学院、全体本科生：', `${c.term}重修课程开课名单已在教务系统公布，需重修的学生请于${c.later(7).zh}前完成重修报名。`, contact(c)],
  }) },
  { department: 'SA', category: NOTICE, months: [3, 4, 5, 6], make: (c) => ({
    title: `关于开展${c.y}年大学生征兵报名工作的通知`,
    paras: ['各学院、全体学生：', `${c.y}年大学生征兵网上报名现已开始，截止时间为${c.later(40).zh}。`, '大学生参军入伍享受学费补偿、复学保留学籍等优待政策，欢迎有志青年踊跃报名。'],
  }) },
  { department: 'SA', category: NOTICE, months: [8, 9], make: (c) => ({
    title: `关于做好${c.y}级新生入学报到工作的通知`,
    paras: ['各学院、各部门：', `${c.y}级新生将于${c.later(10).zh}至${c.later(11).zh}报到，请各单位按照迎新工作方案做好接待准备。`, '新生可在网上办事大厅“办事指南：新生入学”中查看报到流程。'],
    en: { title: `Welcome and registration of the ${c.y} intake`, paras: [`New students register on ${c.later(10).en} and ${c.later(11).en}. The steps are in the hall under "Guide: starting at the university".`] },
  }) },
  { department: 'LS', category: NOTICE, months: [3, 4, 9, 10], make: (c) => ({
    title: `关于开展${c.y}年${c.m <= 6 ? '春季' : '秋季'}校园爱国卫生运动的通知`,
    paras: ['各学院、各部门：', `学校将于${c.later(4).zh}开展校园环境卫生大扫除，请各单位组织清理办公室、实验室和公共区域。`, '后勤保障处将组织检查，并通报检查结果。'],
  }) },
  { department: 'LI', category: NOTICE, months: [11, 12, 5], make: (c) => ({
    title: `关于开展图书馆${c.y}年读者满意度调查的通知`,
    paras: ['各位读者：', `为改进图书馆服务，现开展读者满意度网上调查，调查截止时间为${c.later(14).zh}。`, '您的意见对我们非常重要，感谢参与。'],
    en: { title: `Library reader survey ${c.y}`, paras: [`Tell the library how it is doing: the online survey is open until ${c.later(14).en}.`] },
  }) },
  // Finance
  { department: 'FI', category: NOTICE, months: [12], make: (c) => ({
    title: `关于${c.y}年度财务决算期间暂停报销业务的通知`,
    paras: ['各学院、各部门：', `为做好年度决算，财务处将于${c.later(10).zh}至次年 1 月 5 日暂停报销业务，请提前办理。`, contact(c)],
  }) },
  { department: 'FI', category: GUIDE, make: (c) => ({
    title: c.pick(['差旅费报销标准与流程说明', '电子发票报销操作指南', '科研经费借款与还款办理指南', '校外人员劳务费发放办理说明']),
    paras: ['适用对象：全校教职工。', '所有报销事项均通过网上办事大厅在线提交，审核通过后凭报销单到财务处投递。', contact(c)],
    list: ['原始票据须真实、完整；', '电子发票须先在发票查验平台查验；', '报销单须经经费负责人审批。'],
  }) },
];

/** Holidays (spec-free, as the State Council publishes them): month, first day, length. Announced two weeks ahead. */
const holidays = [
  { name: '元旦', en: "New Year's Day", month: 1, day: 1, days: 3 },
  { name: '春节', en: 'Spring Festival', month: 2, day: 14, days: 8 },
  { name: '清明节', en: 'Qingming Festival', month: 4, day: 4, days: 3 },
  { name: '劳动节', en: 'Labour Day', month: 5, day: 1, days: 5 },
  { name: '端午节', en: 'Dragon Boat Festival', month: 6, day: 19, days: 3 },
  { name: '中秋节', en: 'Mid-Autumn Festival', month: 9, day: 25, days: 3 },
  { name: '国庆节', en: 'National Day', month: 10, day: 1, days: 7 },
];

const officeTemplates: Template[] = [
  { department: 'GO', max: 12, make: (c) => ({
    title: `关于召开${c.y}年${c.m}月全校中层干部会议的通知`,
    paras: ['各学院、各部门：', `学校定于${c.later(3).zh} 14:30 在行政楼第一会议室召开中层干部会议，请各单位主要负责人准时参加。`, '因故不能参加者，须向党政办公室请假。'],
  }) },
  { department: 'GO', make: (c) => ({
    title: `关于报送${c.y}年度部门工作${c.m >= 11 ? '总结' : '计划'}的通知`,
    paras: ['各学院、各部门：', `请于${c.later(14).zh}前通过网上办事大厅报送本单位年度工作${c.m >= 11 ? '总结' : '计划'}，字数控制在 3000 字以内。`],
  }) },
  { department: 'GO', make: () => ({
    title: '关于进一步规范公文处理工作的通知',
    paras: ['各学院、各部门：', '各单位报送的请示、报告须按公文格式拟制，经本单位负责人签发后通过公文协同系统报送，一文一事。'],
  }) },
  { department: 'HR', months: [11, 12], make: (c) => ({
    title: `关于开展${c.y}年度教职工考核工作的通知`,
    paras: ['各学院、各部门：', `${c.y}年度考核工作采取个人述职、民主测评、单位评定的方式进行，请于${c.later(30).zh}前报送考核结果。`, '考核结果作为绩效分配、岗位聘用和职称评审的重要依据。'],
  }) },
  { department: 'HR', months: [9, 10], make: (c) => ({
    title: `关于做好${c.y}年专业技术职务评审工作的通知`,
    paras: ['各学院、各部门：', `${c.y}年专业技术职务评审工作即将启动，申报人须于${c.later(20).zh}前在人事系统中提交材料。`, '各单位须严格审核申报材料的真实性。'],
  }) },
  { department: 'HR', max: 12, make: (c) => ({
    title: `关于发放${c.y}年${c.m}月绩效工资的说明`,
    paras: ['全体教职工：', `${c.y}年${c.m}月绩效工资将于${c.later(5).zh}发放至工资卡，明细可在人事系统“工资查询”中查看。`, '如有疑问，请联系人事处薪酬科。'],
  }) },
  { department: 'HR', months: [3, 9], make: (c) => ({
    title: `关于申报${c.y + 1}年国家公派留学项目的通知`,
    paras: ['各位教职工：', `国家留学基金委${c.y + 1}年公派留学项目现已开始申报，校内申报截止时间为${c.later(25).zh}。`],
  }) },
  { department: 'FI', make: (c) => ({
    title: `关于${c.y}年${c.pick(['第二', '第三', '第四'])}季度预算执行情况的通报`,
    paras: ['各学院、各部门：', '现将本季度各单位预算执行情况予以通报，执行进度偏慢的单位请加快执行，确保年度预算按期完成。'],
  }) },
  { department: 'GO', months: [3, 9], make: (c) => ({
    title: `关于召开${c.y}年${c.m <= 6 ? '上' : '下'}半年党风廉政建设工作会议的通知`,
    paras: ['各学院、各部门：', `学校定于${c.later(4).zh} 9:00 在行政楼报告厅召开党风廉政建设工作会议，请各单位党政主要负责人参加。`],
  }) },
  { department: 'GO', months: [10, 11], make: (c) => ({
    title: `关于征集${c.y + 1}年度校园建设与维修项目的通知`,
    paras: ['各学院、各部门：', `请各单位梳理本单位${c.y + 1}年度基础设施建设和维修需求，于${c.later(20).zh}前报送后勤保障处。`],
  }) },
  { department: 'HR', months: [4, 10], make: (c) => ({
    title: `关于组织${c.y}年教职工年度健康体检的通知`,
    paras: ['全体在职教职工：', `${c.y}年度健康体检将于${c.later(10).zh}起分批进行，请按所在单位的时间安排，空腹前往校医院体检中心。`],
  }) },
  { department: 'HR', months: [1, 7], make: (c) => ({
    title: `关于做好${c.y}年${c.m === 1 ? '寒假' : '暑假'}教职工休假安排的通知`,
    paras: ['各学院、各部门：', '请各单位在保证工作正常运转的前提下统筹安排教职工休假，休假安排表报人事处备案。'],
  }) },
  { department: 'IT', make: () => ({
    title: '关于开展全校网络安全自查工作的通知',
    paras: ['各学院、各部门：', '请各单位对本单位管理的网站和信息系统开展安全自查，及时修补漏洞、清理弱口令，并报送自查报告。'],
  }) },
  { department: 'SE', months: [12, 1, 3, 4, 6, 7, 9], make: (c) => ({
    title: `关于做好${c.y}年${dutyPeriods[c.m]}期间值班工作的通知`,
    paras: ['各学院、各部门：', '节假日期间各单位须安排专人值班，值班人员保持通讯畅通，遇有重大情况及时报告。', '请于放假前三天将值班表报送党政办公室。'],
  }) },
];

/** The holiday or break whose duty roster is arranged in a month. */
const dutyPeriods: Record<number, string> = { 12: '元旦', 1: '春节', 3: '清明节', 4: '劳动节', 6: '暑假', 7: '暑假', 9: '国庆节' };

const html = (paras: string[], list: string[] | undefined, signature: string[]) =>
  [...paras.map((p) => `<p>${p}</p>`), list ? `<ol>${list.map((li) => `<li>${li}</li>`).join('')}</ol>` : '', ...signature.map((s) => `<p>${s}</p>`)].join('');

export interface DemoNoticeOptions {
  now: number;
  random: Random;
  /** Department names by code, Chinese and English. */
  departments: Map<string, { zh: string; en: string }>;
  /** Titles already taken (the hand-written headline notices), kept unique. */
  taken: Set<string>;
}

/** About a year of notices and office notices, oldest first. */
export function demoNotices({ now, random, departments, taken }: DemoNoticeOptions): DemoNotice[] {
  const out: DemoNotice[] = [];
  const campusMidnight = Math.floor((now + CAMPUS_OFFSET_MS) / DAY_MS) * DAY_MS - CAMPUS_OFFSET_MS;
  const add = (template: Template, kind: DemoNotice['kind'], at: Date, ctx: Ctx) => {
    const text = template.make(ctx);
    if (taken.has(text.title)) return false;
    taken.add(text.title);
    const dept = departments.get(template.department) ?? { zh: '', en: '' };
    const local = new Date(at.getTime() + CAMPUS_OFFSET_MS);
    const dateZh = `${local.getUTCFullYear()}年${local.getUTCMonth() + 1}月${local.getUTCDate()}日`;
    const dateEn = `${local.getUTCDate()} ${MONTHS_EN[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
    out.push({
      kind,
      category: template.category,
      department: template.department,
      title: text.title,
      titleEn: text.en?.title,
      content: html(text.paras, text.list, [dept.zh, dateZh]),
      contentEn: text.en ? html(text.en.paras, text.en.list, [dept.en, dateEn]) : undefined,
      sendTime: at,
    });
    return true;
  };
  const published = new Map<Template, number[]>();
  const due = (t: Template, at: Date) => {
    const times = published.get(t) ?? [];
    const max = t.max ?? 4;
    return times.length < max && times.filter((time) => Math.abs(at.getTime() - time) < 30 * DAY_MS).length < Math.ceil(max / 12);
  };
  const publish = (list: Template[], kind: DemoNotice['kind'], at: Date, ctx: Ctx) => {
    const eligible = list.filter((t) => (!t.months || t.months.includes(ctx.m)) && due(t, at));
    for (let tries = 0; tries < 5 && eligible.length > 0; tries++) {
      const template = random.pick(eligible);
      if (add(template, kind, at, ctx)) return published.set(template, [...(published.get(template) ?? []), at.getTime()]);
    }
  };

  // Newest first, so the months people see first are the fullest when a subject has had its share of the year.
  for (let daysAgo = 0; daysAgo < 365; daysAgo++) {
    const dayStart = campusMidnight - daysAgo * DAY_MS;
    const local = new Date(dayStart + CAMPUS_OFFSET_MS);
    const weekday = local.getUTCDay() % 6 !== 0;
    const at = () => new Date(Math.min(now - 60_000, dayStart + random.int(8 * 60 + 30, 17 * 60 + 30) * 60_000));
    const ctx = contextOf(dayStart, random);
    for (const h of holidays) {
      const start = Date.UTC(ctx.y + (h.month < ctx.m ? 1 : 0), h.month - 1, h.day) - CAMPUS_OFFSET_MS;
      if (Math.round((start - dayStart) / DAY_MS) !== 14) continue;
      const year = new Date(start + CAMPUS_OFFSET_MS).getUTCFullYear();
      const [first, end] = [ctx.later(14), ctx.later(14 + h.days - 1)];
      add({ department: 'GO', category: NOTICE, make: () => ({
        title: `关于${year}年${h.name}放假安排的通知`,
        paras: ['各学院、各部门，全体师生：', `根据国务院办公厅通知精神，结合学校实际，现将${year}年${h.name}放假安排通知如下：${first.zh}至${end.zh}放假，共${h.days}天。`, '放假期间，各单位要做好安全检查和值班工作，确保校园安全稳定。'],
        en: { title: `${h.en} ${year} holiday arrangements`, paras: [`The university is closed for ${h.en} from ${first.en} to ${end.en} (${h.days} days).`, 'Offices on duty during the holiday are listed on the university website.'] },
      }) }, 'notice', at(), ctx);
    }
    const notices = weekday ? 1 + (random.next() < 0.4 ? 1 : 0) : random.next() < 0.2 ? 1 : 0;
    for (let i = 0; i < notices; i++) publish(templates, 'notice', at(), ctx);
    if (weekday && random.next() < 0.4) publish(officeTemplates, 'office', at(), ctx);
  }
  return out.sort((a, b) => a.sendTime.getTime() - b.sendTime.getTime());
}

function contextOf(dayStart: number, random: Random): Ctx {
  const local = new Date(dayStart + CAMPUS_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + 1;
  // A semester runs September–January (the first) or February–July (the second) of an academic year.
  const first = m >= 8 || m === 1;
  const startYear = m >= 8 ? y : y - 1;
  const term = (start: number, second: boolean) => `${start}-${start + 1}学年第${second ? '二' : '一'}学期`;
  return {
    y,
    m,
    term: term(startYear, !first),
    nextTerm: first ? term(startYear, true) : term(startYear + 1, false),
    pick: random.pick,
    int: random.int,
    later: (days) => {
      const d = new Date(dayStart + CAMPUS_OFFSET_MS + days * DAY_MS);
      return { zh: `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`, en: `${d.getUTCDate()} ${MONTHS_EN[d.getUTCMonth()]}` };
    },
  };
}
