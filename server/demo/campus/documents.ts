/**
 * The demo campus's official documents: the offices' numbering rules and red heads, the templates, and the
 * dispatches ../documents.ts makes through the documents area (drafted, reviewed and issued as their people would).
 */
import type { Secrecy, Urgency } from '../../../contract/rules/documents';
import { demoAccounts } from './accounts';

export const numberRules: { office: string; pattern: string; org: string; mark: string }[] = [
  { office: 'AA', pattern: '{org}〔{year}〕{n}号', org: '示大教', mark: '示范大学教务处文件' },
  { office: 'GO', pattern: '{org}〔{year}〕{n}号', org: '示大办', mark: '示范大学党政办公室文件' },
  { office: 'HR', pattern: '{org}〔{year}〕{n:3}号', org: '示大人', mark: '示范大学人事处文件' },
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const templates: { office: string | null; name: string; title: string; body: string; urgency: Urgency; secrecy: Secrecy }[] = [
  {
    office: null, name: '通知', title: '关于……的通知', urgency: 'normal', secrecy: 'internal',
    body: p('各学院、各部门：', '为……，现将有关事项通知如下：', '一、……', '二、……', '三、……', '特此通知。'),
  },
  {
    office: null, name: '请示', title: '关于……的请示', urgency: 'normal', secrecy: 'internal',
    body: p('学校：', '……（请示缘由）', '……（请示事项）', '妥否，请批示。'),
  },
  {
    office: 'GO', name: '会议纪要', title: '……会议纪要', urgency: 'normal', secrecy: 'internal',
    body: p('时间：', '地点：', '主持：', '出席：', '会议议定事项如下：', '一、……', '二、……'),
  },
];

export interface DemoDispatch {
  office: string;
  drafter: string;
  signer: string;
  countersign: string[];
  recipients: string[];
  title: string;
  urgency: Urgency;
  secrecy: Secrecy;
  body: string;
  asNotice?: boolean;
  /** How far it gets: issued (and signed for by the recipients' clerks), in review waiting on its signer, or a draft. */
  reach: 'issued' | 'signOff' | 'draft';
  /** A reviewer's correction of the body on the way, kept as a version. */
  corrected?: string;
}

const colleges = ['CS', 'EE', 'ME', 'EM', 'FL', 'MS', 'CM', 'HU'];

export const dispatches: DemoDispatch[] = [
  {
    office: 'AA', drafter: demoAccounts.staff.account, signer: demoAccounts.vicePresident.account, countersign: ['CS'], recipients: colleges,
    title: '关于做好2026—2027学年第一学期期末考试工作的通知', urgency: 'urgent', secrecy: 'internal', reach: 'issued', asNotice: true,
    body: p(
      '各学院：',
      '2026—2027学年第一学期期末考试定于2027年1月4日至1月15日进行。为做好考试组织工作，现将有关事项通知如下：',
      '一、各学院于12月20日前报送本学院考试安排，确认考场与监考教师。',
      '二、监考教师须提前15分钟到达考场，核对学生证件，宣读考场纪律。',
      '三、考试结束后三个工作日内完成阅卷与成绩录入。',
      '特此通知。',
    ),
    corrected: p(
      '各学院：',
      '2026—2027学年第一学期期末考试定于2027年1月4日至1月15日进行。为做好考试组织工作，现将有关事项通知如下：',
      '一、各学院于12月18日前报送本学院考试安排，确认考场与监考教师。',
      '二、监考教师须提前15分钟到达考场，核对学生证件，宣读考场纪律。',
      '三、考试结束后三个工作日内完成阅卷与成绩录入。',
      '四、考试期间各学院安排专人值班，遇突发情况及时报告教务处。',
      '特此通知。',
    ),
  },
  {
    office: 'AA', drafter: demoAccounts.staff.account, signer: demoAccounts.vicePresident.account, countersign: [], recipients: ['CS', 'EE', 'ME'],
    title: '关于开展2027年本科教学质量工程项目申报的通知', urgency: 'normal', secrecy: 'public', reach: 'signOff',
    body: p('各学院：', '为推进本科教学改革，学校决定开展2027年本科教学质量工程项目申报工作。', '一、申报类别：一流课程、教学改革研究项目、实验教学示范项目。', '二、申报截止时间：2027年3月15日。', '特此通知。'),
  },
  {
    office: 'AA', drafter: demoAccounts.staff.account, signer: demoAccounts.president.account, countersign: ['GO'], recipients: colleges,
    title: '关于调整2027年春季学期校历的请示', urgency: 'normal', secrecy: 'internal', reach: 'draft',
    body: p('学校：', '因春节假期安排，拟将2027年春季学期开学时间调整为2月22日。', '妥否，请批示。'),
  },
];
