/** Services of the demo campus: every type, folders with children, third-party links and mini-program jumps. */
import type { Insertable } from 'kysely';
import type { AppsTable } from '../../src/modules/apps/apps.table';

import type { FormSchema } from '../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../contract/process/definition';
import * as campusCard from './service-forms/campus-card';
import * as classroomBooking from './service-forms/classroom-booking';
import * as dormRepair from './service-forms/dorm-repair';
import * as dormTransfer from './service-forms/dorm-transfer';
import * as enrolmentCertificate from './service-forms/enrolment-certificate';
import * as examDeferral from './service-forms/exam-deferral';
import * as leaveRequest from './service-forms/leave-request';
import * as meetingRoom from './service-forms/meeting-room';
import * as overseasTrip from './service-forms/overseas-trip';
import * as researchLoan from './service-forms/research-loan';
import * as scholarship from './service-forms/scholarship';
import * as sealUse from './service-forms/seal-use';
import * as studentCard from './service-forms/student-card';
import * as travelReimbursement from './service-forms/travel-reimbursement';
import * as visitorEntry from './service-forms/visitor-entry';
import * as vpnAccount from './service-forms/vpn-account';

/** Who a service is for (spec §1 audience tabs). */
export type Audience = 'student' | 'teacher' | 'visitor';

export interface DemoCategory {
  name: string;
  name_en: string;
}

export interface DemoMaterial {
  name: string;
  name_en: string;
  /** e.g. "原件1份" */
  note?: string;
  note_en?: string;
  required: boolean;
}

export interface DemoService {
  name: string;
  name_en?: string;
  type: 1 | 2 | 3 | 4 | 7 | 8;
  /** A category's Chinese name (see appCategories). */
  category: string;
  /** A department code (see ./people.ts). */
  department: string;
  audiences?: Audience[];
  hot?: boolean;
  /** Plain-text service guide shown on the detail page. */
  description?: string;
  description_en?: string;
  materials?: DemoMaterial[];
  /** Promised handling time in working days. */
  handling_days?: number;
  /** The form (version 1) and the process definition (version 1) of an application service (types 1, 2, 7, 8). */
  form?: FormSchema;
  process?: ProcessDefinition;
  fields?: Partial<Insertable<AppsTable>>;
  children?: DemoService[];
  /** A folder's HTML detail. */
  desc?: string;
  desc_en?: string;
}

/** The service categories, in display order. */
export const appCategories: DemoCategory[] = [
  { name: '学生事务', name_en: 'Student affairs' },
  { name: '教学服务', name_en: 'Teaching and learning' },
  { name: '人事服务', name_en: 'Human resources' },
  { name: '财务服务', name_en: 'Finance' },
  { name: '后勤服务', name_en: 'Campus services' },
  { name: '信息服务', name_en: 'IT services' },
  { name: '科研服务', name_en: 'Research' },
  { name: '校园生活', name_en: 'Campus life' },
];

const everyone: Audience[] = ['student', 'teacher', 'visitor'];
const campus: Audience[] = ['student', 'teacher'];

const s = (name: string, name_en: string, type: DemoService['type'], category: string, department: string, extra: Partial<DemoService> = {}): DemoService => ({
  name, name_en, type, category, department, ...extra,
});

const m = (name: string, name_en: string, required: boolean, note?: string, note_en?: string): DemoMaterial => ({
  name, name_en, required, ...(note ? { note, note_en } : {}),
});

export const services: DemoService[] = [
  s('学生请假申请', 'Student leave request', 1, '学生事务', 'SA', {
    audiences: ['student'], hot: true, handling_days: 1, ...leaveRequest,
    fields: { star_enable: true, star: 4.8, show_times: true },
    description: '在校学生因病、因事需离校或不能参加教学活动的，须提前在线提交请假申请。申请依次由所在院系负责人和学院院长审批，请假超过 3 天的还须报学生工作处审批。审批结果将通知本人并抄送宿舍管理员，返校后请及时向辅导员销假。',
    description_en: 'Students who need to leave campus or miss classes because of illness or personal matters apply here in advance. The head of your department and then the dean of your school approve it; leave of more than 3 days also goes to Student Affairs. You are notified of the decision and your residence hall manager is copied; report back to your counsellor when you return.',
    materials: [
      m('医院诊断证明或病历', 'Hospital certificate or medical record', false, '病假须提供，电子版 1 份', 'For sick leave, 1 scanned copy'),
      m('活动通知或邀请函', 'Event notice or invitation', false, '公假须提供', 'For official leave'),
    ],
  }),
  s('在校证明开具', 'Certificate of enrolment', 1, '学生事务', 'AA', {
    audiences: ['student'], hot: true, handling_days: 2, ...enrolmentCertificate,
    fields: { details_page: true },
    description: '在籍本科生和研究生可申请开具中文或英文在校证明，用于签证、实习求职、助学贷款等。学院审核学籍状态后由教务处出具加盖电子签章的证明。选择自助打印的，审批通过后可在自助终端凭校园卡打印；选择邮寄的，运费到付。',
    description_en: 'Enrolled undergraduates and postgraduates can request a certificate of enrolment in Chinese or English for visas, internships, loans and similar. Your school checks your status and the Registry issues an e-sealed certificate. Print it at a self-service terminal with your campus card once approved, collect it at the service hall, or have it posted (postage paid on delivery).',
    materials: [m('学生证', 'Student ID card', false, '大厅领取时出示', 'Show it when collecting at the hall')],
  }),
  s('教室借用', 'Classroom booking', 1, '教学服务', 'AA', {
    audiences: campus, hot: true, handling_days: 2, ...classroomBooking,
    fields: { show_times: true },
    description: '师生组织讲座、班团活动、社团活动或补课等需借用教室的，请至少提前 3 个工作日申请。申请须经指导教师或单位负责人审核，再由教务处在不影响正常教学的前提下安排教室。借用期间请爱护设施，使用后关闭门窗和多媒体设备。',
    description_en: 'Staff and students who need a classroom for a lecture, class meeting, club activity or make-up class apply at least 3 working days ahead. Your adviser or head of unit reviews the request, then Academic Affairs allocates a room around the teaching timetable. Please look after the room and switch off the equipment when you leave.',
    materials: [m('活动方案', 'Event plan', false, '讲座及校外人员参加的活动须提供', 'For lectures and events with outside guests')],
  }),
  s('公章使用申请', 'Official seal request', 1, '人事服务', 'GO', {
    audiences: ['teacher'], handling_days: 1, ...sealUse,
    fields: { mobile_limit: 1 },
    description: '教职工因工作需要加盖学校公章、党委公章、校长签名章或合同专用章的，在电脑端在线申请。经部门负责人审批后，合同类文件须经法务审核，外带印章须党政办公室主任批准。审批通过后请携带纸质文件到党政办公室用印。',
    description_en: 'Staff who need a document stamped with the university seal, the Party Committee seal, the President\'s signature stamp or the contract seal apply online from a computer. After your head of department, contracts go to legal review and taking a seal off site needs the office director\'s approval. Once approved, bring the paper copies to the Party and Administration Office.',
    materials: [
      m('用印文件纸质稿', 'Paper copies of the document', true, '按申请份数', 'As many as requested'),
      m('合同审批表', 'Contract approval sheet', false, '合同类文件提供', 'For contracts'),
    ],
  }),
  s('差旅费报销', 'Travel expense claim', 1, '财务服务', 'FI', {
    audiences: ['teacher'], hot: true, handling_days: 7, ...travelReimbursement,
    fields: { star_enable: true, star: 4.5 },
    description: '教职工因公出差发生的交通、住宿、伙食补助等费用，应在出差结束后 30 日内在线报销。报销单经部门负责人审批；超过 5000 元的须分管校领导审批，再由财务处审核和预算核对同时进行，其余由财务处审核，最后由出纳支付。请将纸质票据粘贴整齐后投递至财务处报账箱。',
    description_en: 'Staff claim transport, accommodation and meal allowances for business trips within 30 days of returning. The claim goes to your head of department; above 5,000 yuan the vice-president in charge approves and the Finance Office audits it and checks the budget side by side, otherwise it audits it alone; then the cashier pays. Put the paper receipts, neatly attached, in the Finance Office drop box.',
    materials: [
      m('发票', 'Invoices', true, '电子发票上传原件，纸质发票粘贴原件', 'Original e-invoice files or paper originals'),
      m('交通票据或行程单', 'Tickets or itineraries', true),
      m('出差审批单或会议通知', 'Travel approval or conference notice', true, '复印件 1 份', '1 copy'),
    ],
  }),
  s('校园卡挂失与补办', 'Campus card: report lost and replace', 1, '校园生活', 'LS', {
    audiences: campus, handling_days: 1, ...campusCard,
    fields: { show_times: true },
    description: '校园卡遗失或损坏的师生可在线挂失并申请补办，提交后原卡立即冻结。新卡一般在 1 个工作日内制好，原卡余额自动转入新卡。补卡工本费 20 元，领卡时从新卡余额中扣除。',
    description_en: 'Staff and students who lose or damage their campus card can report it and order a replacement; the old card is frozen at once. The new card is usually ready within one working day and the balance moves across. The 20-yuan card fee is taken from the new card when you collect it.',
  }),
  s('宿舍调换申请', 'Room change request', 1, '学生事务', 'LS', {
    audiences: ['student'], handling_days: 5, ...dormTransfer,
    description: '住校学生因身体、学习或生活原因需调换宿舍的，可申请调入空余床位或与同学互换。申请经辅导员审核，互换须对方同学在线确认，再由公寓管理中心统一安排。调换结果确定后请在 3 日内办理搬迁和钥匙交接。',
    description_en: 'Resident students who need to move for health, study or personal reasons can ask for a free bed or a swap with another student. Your counsellor reviews the request, the other student confirms a swap online, and the housing office allocates the bed. Once it is settled, move and hand over keys within 3 days.',
  }),
  s('宿舍报修', 'Residence hall repairs', 1, '后勤服务', 'LS', {
    audiences: ['student'], hot: true, handling_days: 2, ...dormRepair,
    description: '学生宿舍内水电、门窗、空调、热水器及家具等设施损坏的，可在线报修。宿舍管理员确认后由后勤维修中心派单，维修师傅一般在 24 小时内上门。人为损坏的设施将按规定收取材料费。',
    description_en: 'Report broken plumbing, electrics, doors, air conditioning, water heaters or furniture in your residence hall here. The hall manager confirms and the maintenance centre sends a technician, usually within 24 hours. Damage caused by residents is charged for materials.',
  }),
  s('缓考申请', 'Exam deferral', 1, '教学服务', 'AA', {
    audiences: ['student'], handling_days: 5, ...examDeferral,
    fields: { during_upper: new Date('2026-12-31T23:59:59+08:00') },
    description: '学生因病或其他特殊原因不能参加课程考试的，须在考试开始前提交缓考申请，逾期不予受理。申请依次经任课教师、辅导员、学院和教务处审核。获批后参加下学期初统一安排的缓考，未经批准缺考的按旷考处理。',
    description_en: 'Students who cannot sit an exam because of illness or other serious reasons apply before the exam starts; late requests are not accepted. The course teacher, your counsellor, your school and the examinations office review it in turn. If approved you sit the deferred exam early next term; missing an exam without approval counts as absence.',
    materials: [
      m('医院诊断证明', 'Hospital certificate', false, '因病缓考须提供二级甲等以上医院证明', 'For illness, from a grade-2A or higher hospital'),
      m('其他证明材料', 'Other evidence', false, '如竞赛通知、交流派出文件', 'e.g. a competition notice or exchange letter'),
    ],
  }),
  s('学生证补办', 'Student ID card replacement', 1, '学生事务', 'SA', {
    audiences: ['student'], handling_days: 5, ...studentCard,
    description: '学生证遗失、损坏或信息变更的在校生可申请补办，火车票学生优惠卡可一并补办。辅导员确认后由学生工作处统一制证，一般 5 个工作日内可领取。损坏补办的请在领取时交回旧证。',
    description_en: 'Students whose ID card is lost, damaged or out of date can order a new one, together with the rail student discount card. After your counsellor confirms, Student Affairs makes the card, usually within 5 working days. Hand in the damaged card when you collect the new one.',
    materials: [
      m('一寸证件照', 'ID photo', true, '电子版，蓝底或白底', 'Digital, blue or white background'),
      m('原学生证', 'Old student ID card', false, '损坏补办时交回', 'Hand in if damaged'),
    ],
  }),
  s('访客入校预约', 'Visitor entry booking', 1, '校园生活', 'SE', {
    audiences: ['visitor'], hot: true, handling_days: 1, ...visitorEntry,
    fields: { mobile_limit: 2 },
    description: '校外人员来校办事、交流或探访，请至少提前 1 天在手机上预约并填写被访教职工。被访人确认后预约生效，保卫处同步登记。到访时请在校门口出示预约记录和本人身份证，驾车来访的请如实填写车牌号。',
    description_en: 'Visitors book on their phone at least a day ahead and name the member of staff they are visiting. The booking holds once your host confirms, and Campus Security is informed. At the gate, show the booking and your ID card; if you drive, give your plate number.',
    materials: [m('居民身份证', 'Resident ID card', true, '入校时出示原件', 'Show the original at the gate')],
  }),
  s('车辆入校登记', 'Vehicle entry registration', 2, '校园生活', 'SE', {
    audiences: everyone, handling_days: 1,
    description: '需临时驾车进入校园的师生和来访人员可登记车辆信息，登记后车牌识别系统自动放行。校内车辆限速 20 公里/小时，请按指定区域停放。',
    description_en: 'Staff, students and visitors who need to drive onto campus register the vehicle here, and the plate-recognition gates let it in. The campus speed limit is 20 km/h; park only in marked areas.',
  }),
  s('校园参观预约', 'Campus tour booking', 8, '校园生活', 'SE', {
    audiences: everyone, hot: true, handling_days: 1,
    fields: { source_type: 2, show_times: true },
    description: '学校每周六、周日开放校园参观，校外团体和个人可预约参观时段，每场限 50 人。预约成功后凭预约码和身份证从南门入校，请遵守校园秩序，不进入教学楼和实验室。',
    description_en: 'The campus is open for tours every Saturday and Sunday; groups and individuals book a time slot, 50 people per tour. Enter by the South Gate with the booking code and your ID, and keep out of teaching buildings and laboratories.',
  }),
  s('招生信息网', 'Admissions', 4, '教学服务', 'AA', {
    audiences: ['student', 'visitor'], hot: true,
    description: '本科招生政策、历年录取分数、专业介绍和招生咨询电话，考生和家长可在招生网在线咨询。',
    description_en: 'Undergraduate admission policies, past admission scores, programme introductions and the enquiry line; applicants and parents can ask questions online.',
    fields: { url: 'https://zs.example.edu.cn/', url_mobile: 'https://zs.example.edu.cn/m', thirdparty_id: 'admissions', thirdparty_name: '本科招生网' },
  }),
  s('学历学位证书查询', 'Degree certificate verification', 4, '教学服务', 'AA', {
    audiences: everyone,
    description: '本校毕业生的学历、学位证书可在线查询核验，用人单位输入证书编号和姓名即可查看结果。',
    description_en: "Employers and graduates verify this university's diplomas and degree certificates online with the certificate number and name.",
    fields: { url: 'https://xw.example.edu.cn/verify', url_mobile: 'https://xw.example.edu.cn/m/verify', thirdparty_id: 'degree', thirdparty_name: '学位证书查询平台' },
  }),
  s('体育场馆对外开放预约', 'Sports venues open to the public', 8, '校园生活', 'LS', {
    audiences: ['visitor'], hot: true, handling_days: 1,
    fields: { source_type: 2 },
    description: '体育馆、游泳馆和室外网球场在非教学时段对校外人员开放，可在线预约场次并支付场地费。请携带身份证入场，遵守场馆安全规定。',
    description_en: 'The gym, swimming pool and outdoor tennis courts open to the public outside teaching hours. Book a session and pay the venue fee online; bring your ID and follow the venue rules.',
  }),
  s('教职工因公出国（境）审批', 'Staff official travel abroad', 1, '人事服务', 'HR', {
    audiences: ['teacher'], handling_days: 10, ...overseasTrip,
    fields: { mobile_limit: 1 },
    description: '教职工因公出国（境）参加学术会议、合作研究、访问交流等，须在出访前至少 30 天在电脑端提交申请。申请经所在单位审批后，由人事处、财务处和保密办公室同步审核，再由外事办公室审定；在外超过 30 天的须校领导会签。获批后外事办公室出具批件，用于办理护照和签证。',
    description_en: 'Staff travelling abroad on university business (conferences, joint research, visits) apply from a computer at least 30 days before departure. After your department, Human Resources, Finance and the confidentiality office review in parallel, then the international affairs office decides; stays over 30 days are countersigned by the university leaders. The approval letter is then used for passports and visas.',
    materials: [
      m('邀请函', 'Invitation letter', true, '外文邀请函须附中文译本', 'With a Chinese translation if in another language'),
      m('出访日程安排', 'Itinerary', true),
      m('经费预算表', 'Budget sheet', true),
      m('保密承诺书', 'Confidentiality pledge', false, '涉密人员提供', 'For holders of classified information'),
    ],
  }),
  s('科研项目经费借款', 'Research grant advance', 1, '科研服务', 'FI', {
    audiences: ['teacher'], handling_days: 5, ...researchLoan,
    description: '科研项目负责人因设备采购、测试加工、会议等需预借项目经费的，可在线申请借款。申请经科研处审核，超过 5 万元的须分管校领导审批，再由财务处审核付款。借款须在 3 个月内凭发票冲账，逾期未冲账的将暂停该项目新的借款。',
    description_en: 'Principal investigators who need an advance from a grant (equipment, testing, conferences) apply online. The research office reviews it, a vice-president approves above 50,000 yuan, and the Finance Office audits and pays. Advances are settled with invoices within three months; otherwise new advances on the project are suspended.',
    materials: [
      m('采购合同或报价单', 'Contract or quotation', true, '复印件 1 份', '1 copy'),
      m('项目任务书首页', 'Project contract cover page', false, '新立项项目提供', 'For new projects'),
    ],
  }),
  s('实验室开放预约', 'Open laboratory booking', 2, '科研服务', 'CM', {
    audiences: campus, handling_days: 2,
    description: '学校面向师生开放化学、材料等公共实验平台，已通过实验室安全准入考试的师生可预约实验时段。实验室管理员确认后生效，请按预约时间进入并做好使用登记。',
    description_en: 'The shared chemistry and materials laboratories are open to staff and students who have passed the lab safety test. Book a time slot and the lab manager confirms it; arrive on time and sign the logbook.',
  }),
  s('勤工助学岗位申请', 'Work-study job application', 2, '学生事务', 'SA', {
    audiences: ['student'], handling_days: 7,
    fields: {
      thirdparty_form_url_pc: 'https://qgzx.example.edu.cn/form/view?id=work-study-2026',
      thirdparty_form_url_mobile: 'https://qgzx.example.edu.cn/m/form/view?id=work-study-2026',
    },
    description: '在校学生可申请校内图书馆、实验室、行政办公室等勤工助学岗位，家庭经济困难学生优先。申请表在学生资助管理系统中填写和查看，用人单位面试后公布录用结果。每周工作时间原则上不超过 8 小时。',
    description_en: 'Students can apply for work-study jobs in the library, laboratories and offices; students with financial need come first. The application is filled in and viewed in the student financial aid system, and the hiring unit announces results after interviews. Jobs are normally at most 8 hours a week.',
  }),
  s('奖学金申报', 'Scholarship application', 1, '学生事务', 'SA', {
    audiences: ['student'], handling_days: 15, ...scholarship,
    fields: { during_upper: new Date('2026-12-15T17:00:00+08:00'), star_enable: true, star: 4.6 },
    description: '每年秋季学期开展国家奖学金、国家励志奖学金和学校奖学金评审，符合条件的在校生可在截止时间前在线申报。申请经辅导员审核、学院评审委员会全体委员会签，国家奖学金和国家励志奖学金还须经学校评审委员会表决，再报学生工作处审定。评审结果在学院和学生工作处网站公示 5 个工作日。',
    description_en: 'National and university scholarships are assessed every autumn term; eligible students apply online before the deadline. Your counsellor checks the application, every member of the school evaluation committee signs it, national scholarships also go to a vote of the university committee, and Student Affairs confirms. Results are published on the school and Student Affairs websites for 5 working days.',
    materials: [
      m('成绩单', 'Transcript', true, '教务系统导出，PDF 1 份', 'From the academic system, 1 PDF'),
      m('获奖证书', 'Award certificates', false, '评选学年内获得', 'From the year being assessed'),
      m('家庭经济困难认定材料', 'Financial need assessment', false, '申报国家励志奖学金须提供', 'For the National Encouragement Scholarship'),
    ],
  }),
  s('办事指南：新生入学', 'Guide: starting at the university', 3, '学生事务', 'SA', {
    audiences: everyone,
    description: '新生报到流程、需携带的材料、缴费与绿色通道、宿舍入住和校园卡领取等事项一览。家长可一并了解送站接待和校园开放安排。',
    description_en: 'Everything new students need on arrival: registration steps, documents to bring, fees and the financial-aid green channel, moving into residence and collecting a campus card. Parents can also see the arrival reception and campus visiting arrangements.',
  }),
  s('办事指南：离校手续', 'Guide: leaving the university', 3, '学生事务', 'SA', {
    audiences: ['student'],
    description: '毕业生和退学学生办理离校手续的流程，包括图书归还、宿舍退宿、校园卡注销、档案和户口迁移等。各部门的离校确认均可在线查看进度。',
    description_en: 'How graduates and students who withdraw complete leaving formalities: returning library books, checking out of residence, closing the campus card, and transferring records and household registration. Each office\'s sign-off can be followed online.',
  }),
  s('会议室预约', 'Meeting room booking', 7, '后勤服务', 'GO', {
    audiences: ['teacher'], handling_days: 1, ...meetingRoom,
    fields: { source_type: 1 },
    description: '行政楼会议室、图书馆学术报告厅和国际会议中心面向校内单位开放预约。请选择会议室和时段并填写会务需求，会务管理员确认后预约生效。如需取消，请至少提前 1 天在预约记录中撤回。',
    description_en: 'Meeting rooms in the Administration Building, the Library Lecture Hall and the International Conference Centre can be booked by university units. Choose a room and time and list what you need; the booking holds once the meeting coordinator confirms. Cancel at least a day ahead from your bookings.',
  }),
  s('体育场馆预约', 'Sports venue booking', 8, '校园生活', 'LS', {
    audiences: campus, fields: { source_type: 2 },
    description: '羽毛球馆、乒乓球馆、网球场和游泳馆可按时段在线预约，每人每天最多预约 2 个时段。预约成功后凭校园卡入场，爽约 3 次将暂停预约资格 7 天。',
    description_en: 'Book badminton, table tennis, tennis and swimming by time slot, up to 2 slots a day. Enter with your campus card; three no-shows suspend booking for 7 days.',
  }),
  s('图书馆研讨间预约', 'Library study room booking', 8, '校园生活', 'LI', {
    audiences: campus, fields: { source_type: 2 },
    description: '图书馆研讨间供 3 至 8 人小组学习讨论使用，可提前 7 天预约，单次最长 4 小时。预约开始 15 分钟内未签到的自动释放。',
    description_en: 'Library study rooms hold groups of 3 to 8, bookable up to 7 days ahead for at most 4 hours. Rooms not checked into within 15 minutes are released.',
  }),
  s('报修服务', 'Maintenance requests', 4, '后勤服务', 'LS', {
    audiences: campus, hot: true,
    fields: { url: 'https://repair.example.edu.cn/', url_pc: 'https://repair.example.edu.cn/pc', url_mobile: 'https://repair.example.edu.cn/m', thirdparty_id: 'repair', thirdparty_name: '后勤报修平台', terminal: 1 },
    description: '教学楼、办公楼和公共区域的水电、门窗、空调等设施故障在后勤报修平台报修，可实时查看维修进度并评价。学生宿舍内的故障请使用“宿舍报修”。',
    description_en: 'Report faults in teaching buildings, offices and public areas on the maintenance platform and follow the repair online. For problems in your residence hall room, use Residence hall repairs.',
  }),
  s('校园网自助服务', 'Campus network self-service', 4, '信息服务', 'IT', {
    audiences: campus,
    fields: { url: 'https://net.example.edu.cn/', url_mobile: 'https://net.example.edu.cn/m', thirdparty_id: 'selfservice', thirdparty_name: '校园网自助平台' },
    description: '在校园网自助平台办理套餐变更、在线设备下线、密码重置和上网记录查询。',
    description_en: 'Change your plan, sign devices out, reset your password and see your usage on the campus network self-service site.',
  }),
  s('校园一卡通充值', 'Campus card top-up', 4, '校园生活', 'LS', {
    audiences: campus,
    fields: {
      jump_type: 2, url: 'pages/recharge/index', qrcode: 'https://card.example.edu.cn/mp/recharge', thirdparty_id: 'card', thirdparty_name: '一卡通小程序',
      json_small_data: JSON.stringify({ appid: 'wx0000000000000001', path: 'pages/recharge/index' }),
    },
    description: '在一卡通小程序中为校园卡充值、查询消费明细和补助领取，电脑端请扫码打开。',
    description_en: 'Top up your campus card, see spending and collect allowances in the campus card mini-program; on a computer, scan the code.',
  }),
  s('成绩查询', 'Grades', 4, '教学服务', 'AA', {
    audiences: ['student'], hot: true,
    fields: { url: 'https://jw.example.edu.cn/score', url_pc: 'https://jw.example.edu.cn/score', url_mobile: 'https://jw.example.edu.cn/m/score', thirdparty_id: 'jw', thirdparty_name: '教务系统', terminal: 1 },
    description: '在教务系统中查询各学期课程成绩、学分绩点和等级考试成绩。成绩有异议的，请在成绩公布后 10 个工作日内向开课学院申请复核。',
    description_en: 'See your course grades, GPA and proficiency test results in the academic system. To query a grade, ask the teaching school for a review within 10 working days of publication.',
  }),
  s('课表查询', 'Timetable', 4, '教学服务', 'AA', {
    audiences: campus,
    fields: { url: 'https://jw.example.edu.cn/timetable', url_mobile: 'https://jw.example.edu.cn/m/timetable', thirdparty_id: 'jw', thirdparty_name: '教务系统' },
    description: '查询本学期个人课表、教室安排和调停课通知。',
    description_en: 'See your timetable, rooms and class changes for this term.',
  }),
  s('证明开具', 'Certificates', 1, '学生事务', 'AA', {
    audiences: campus, hot: true,
    desc: '<p>各类证明统一在线申请，审核通过后可<strong>自助打印</strong>或到<em>一站式服务大厅</em>领取。</p>',
    desc_en: '<p>Apply for any certificate online; once approved, <strong>print it yourself</strong> or collect it at the <em>one-stop service hall</em>.</p>',
    children: [
      s('成绩证明', 'Transcript', 1, '教学服务', 'AA', {
        audiences: ['student'], handling_days: 2,
        description: '在校生和毕业生可申请中英文成绩证明，加盖教务处电子签章，可自助打印或邮寄。',
        description_en: 'Current students and graduates can order an e-sealed transcript in Chinese or English to print or receive by post.',
      }),
      s('学籍证明', 'Student status certificate', 1, '学生事务', 'AA', {
        audiences: ['student'], handling_days: 2,
        description: '用于证明学籍状态、学制和预计毕业时间，由教务处学籍科审核出具。',
        description_en: 'Confirms your student status, length of programme and expected graduation date; issued by the Registry.',
      }),
      s('收入证明', 'Income certificate', 1, '人事服务', 'HR', {
        audiences: ['teacher'], handling_days: 3,
        description: '教职工因贷款、签证等需要证明工资收入的，由人事处核对工资数据后出具。',
        description_en: 'For staff who need proof of salary for a loan or visa; Human Resources checks payroll and issues it.',
        materials: [m('身份证复印件', 'Copy of ID card', true, '1 份', '1 copy')],
      }),
      s('在职证明', 'Employment certificate', 1, '人事服务', 'HR', {
        audiences: ['teacher'], handling_days: 2,
        description: '证明教职工在职状态、职务职称和入职时间，可选中英文版本。',
        description_en: 'Confirms employment, position, title and start date, in Chinese or English.',
      }),
    ],
  }),
  s('网络与信息服务', 'Network and IT services', 1, '信息服务', 'IT', {
    audiences: campus,
    desc: '<p>校园网 VPN、电子邮箱、正版软件等信息化服务。</p>',
    desc_en: '<p>VPN access, email accounts, licensed software and other IT services.</p>',
    children: [
      s('VPN 账号申请', 'VPN access', 1, '信息服务', 'IT', {
        audiences: campus, handling_days: 1, ...vpnAccount,
        fields: { show_times: true },
        description: '校外访问图书馆电子资源、教务系统和科研计算平台等校内资源须使用 VPN。教职工提交后由网络管理员直接开通；学生和校外合作人员须先经导师或校内负责人同意。账号到期前 7 天会发送续期提醒。',
        description_en: 'A VPN is needed to reach library e-resources, the academic system and research computing from off campus. Staff accounts are opened directly by the network administrator; students and external partners first need their supervisor\'s consent. You are reminded 7 days before the account expires.',
      }),
      s('电子邮箱申请', 'Email account', 1, '信息服务', 'IT', {
        audiences: ['teacher'], handling_days: 1,
        description: '新入职教职工可申请学校电子邮箱（@example.edu.cn），部门也可申请公共邮箱。开通后初始密码发送至本人手机。',
        description_en: 'New staff can request a university email address (@example.edu.cn); departments can request shared mailboxes. The initial password is sent to your phone.',
      }),
      s('正版软件下载', 'Licensed software', 4, '信息服务', 'IT', {
        audiences: campus,
        fields: { url: 'https://soft.example.edu.cn/', url_mobile: 'https://soft.example.edu.cn/m', thirdparty_id: 'soft', thirdparty_name: '正版化平台' },
        description: '学校购买的操作系统、办公软件和杀毒软件等正版软件，校内师生可免费下载激活。',
        description_en: 'Operating systems, office suites and antivirus software licensed by the university, free to download and activate for staff and students.',
      }),
    ],
  }),
  s('服务器托管申请', 'Server hosting', 1, '信息服务', 'IT', {
    audiences: ['teacher'], handling_days: 5,
    fields: { mobile_limit: 1 },
    description: '校内单位和科研团队可将服务器托管至学校数据中心，或申请虚拟机资源。须通过网络安全检查并签订安全责任书，在电脑端提交申请。',
    description_en: 'University units and research groups can host servers in the data centre or request virtual machines. A security check and a signed security agreement are required; apply from a computer.',
    materials: [m('网络安全责任书', 'Network security agreement', true, '负责人签字并加盖单位公章', 'Signed by the person responsible and stamped by the unit')],
  }),
  s('实验室安全准入', 'Laboratory safety access', 1, '科研服务', 'CM', {
    audiences: campus, children: [],
    desc: '<p>实验室安全培训与准入考试即将开放，敬请关注。</p>',
    desc_en: '<p>Laboratory safety training and the access test open soon.</p>',
  }),
  s('财务服务', 'Finance services', 1, '财务服务', 'FI', {
    audiences: ['teacher'],
    desc: '<p>报销、借款、酬金申报等财务事项。</p>',
    desc_en: '<p>Claims, advances, payments to individuals and other finance matters.</p>',
    children: [
      s('酬金申报', 'Payments to individuals', 1, '财务服务', 'FI', {
        audiences: ['teacher'], handling_days: 5,
        fields: {
          thirdparty_form_url_pc: 'https://oa.example.edu.cn/form/view?id=remuneration',
          thirdparty_form_url_mobile: 'https://oa.example.edu.cn/m/form/view?id=remuneration',
        },
        description: '为校内外人员申报讲课费、评审费、劳务费等酬金，申报单在网上财务系统中填写和查看。财务处按月代扣代缴个人所得税后发放。',
        description_en: 'Claim lecture, review and other fees for people inside or outside the university; the claim is filled in and viewed in the online finance system. The Finance Office withholds income tax and pays monthly.',
        materials: [m('酬金发放明细表', 'Payment list', true, '经办人和负责人签字', 'Signed by the preparer and the budget holder')],
      }),
      s('公务卡报销还款及境外支付业务在线预约与咨询服务', 'Book a meeting on corporate card repayments and payments abroad', 4, '财务服务', 'FI', {
        audiences: ['teacher'],
        fields: { url: 'https://cwc.example.edu.cn/booking', url_mobile: 'https://cwc.example.edu.cn/m/booking', thirdparty_name: '财务处预约平台' },
        description: '公务卡报销还款、境外汇款和外币支付前，可在财务处预约平台预约窗口时间或在线咨询。',
        description_en: 'Before repaying a corporate card claim or paying abroad, book a counter time or ask online on the Finance Office booking site.',
      }),
      s('发票查验', 'Invoice verification', 4, '财务服务', 'FI', {
        audiences: ['teacher'],
        fields: { url: 'https://inv-veri.example.gov.cn/', thirdparty_name: '发票查验平台' },
        description: '报销前可在全国增值税发票查验平台核验发票真伪。',
        description_en: 'Check that an invoice is genuine on the national VAT invoice verification platform before claiming.',
      }),
    ],
  }),
];

export function flatten(list: DemoService[]): DemoService[] {
  return list.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

export interface DemoTheme {
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  /** Chinese names of its services, in the theme's order. */
  services: string[];
}

/** Themed services of the hall: what a moment of campus life needs, across categories. */
export const appThemes: DemoTheme[] = [
  {
    name: '新生入学',
    name_en: 'Starting at the university',
    description: '报到后第一周要办的事',
    description_en: 'What to do in your first week',
    services: ['办事指南：新生入学', '学生证补办', '校园卡挂失与补办', '校园一卡通充值', '校园网自助服务', '宿舍调换申请', '课表查询'],
  },
  {
    name: '毕业离校',
    name_en: 'Graduating and leaving',
    description: '离校手续、证书与证明',
    description_en: 'Leaving procedures, certificates and records',
    services: ['办事指南：离校手续', '学历学位证书查询', '在校证明开具', '成绩查询'],
  },
  {
    name: '出行与来访',
    name_en: 'Travel and visitors',
    description: '请假、出差、出国和访客入校',
    description_en: 'Leave, business trips, travel abroad and visitors',
    services: ['学生请假申请', '教职工因公出国（境）审批', '差旅费报销', '访客入校预约', '车辆入校登记', '校园参观预约'],
  },
  {
    name: '场地预约',
    name_en: 'Rooms and venues',
    description: '教室、会议室、场馆和研讨间',
    description_en: 'Classrooms, meeting rooms, venues and study rooms',
    services: ['教室借用', '会议室预约', '体育场馆预约', '图书馆研讨间预约', '实验室开放预约', '体育场馆对外开放预约'],
  },
  {
    name: '科研与经费',
    name_en: 'Research and funding',
    description: '经费借款、报销、实验室与服务器',
    description_en: 'Advances, claims, laboratories and servers',
    services: ['科研项目经费借款', '差旅费报销', '酬金申报', '实验室安全准入', '服务器托管申请'],
  },
];

/** Third-party clients of the demo campus (a service's thirdparty_id names its client). Demo secrets only. */
export const demoOpenClients = [{ appid: 'card', name: '一卡通小程序', secret: 'demo-card-secret' }];
