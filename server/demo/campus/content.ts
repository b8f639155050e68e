/** Home content and site settings of the demo campus. */
import type { SiteConfig } from '../../../contract/calls/site';

export const categoryLogos: Record<string, string> = {
  学生事务: 'student', 教学服务: 'teaching', 人事服务: 'hr', 财务服务: 'finance',
  后勤服务: 'logistics', 信息服务: 'it', 科研服务: 'research', 校园生活: 'life',
};

export const banners = [1, 2, 3].map((n, i) => ({
  title: ['一网通办 让师生少跑腿', '2026 年冬季学期服务指南', '校园网与信息安全宣传周'][i],
  logo_url: `/static/demo/banner-${n}.svg`,
  linkurl: ['/v2/site/index', '/v2/site/index', ''][i],
  sort: i,
}));

export const hotKeywords = ['请假', '在校证明', '报销', '教室借用', '校园卡', 'VPN', '奖学金', '成绩'];

export const links = [
  { name: '学校主页', url: 'https://www.example.edu.cn/', type: 1 },
  { name: '信息门户', url: 'https://portal.example.edu.cn/', type: 1 },
  { name: '图书馆', url: 'https://lib.example.edu.cn/', type: 1 },
  { name: '使用帮助', url: 'https://www.example.edu.cn/help', type: 2 },
  { name: '隐私政策', url: 'https://www.example.edu.cn/privacy', type: 2 },
  { name: '联系我们', url: 'https://www.example.edu.cn/contact', type: 2 },
].map((l, i) => ({ ...l, sort: i }));

export const noticeCategories = ['通知公告', '办事指南', '系统公告'];

export const notices: { category: string; title: string; title_en: string; daysAgo: number }[] = [
  { category: '通知公告', title: '关于2026-2027学年第一学期期末考试安排的通知', title_en: 'Final examinations of the first semester of 2026-2027', daysAgo: 1 },
  { category: '通知公告', title: '关于开展2026年度国家奖学金评审工作的通知', title_en: 'The 2026 National Scholarship review', daysAgo: 3 },
  { category: '系统公告', title: '网上办事大厅于11月29日凌晨系统维护的公告', title_en: 'The online service hall is down for maintenance early on 29 November', daysAgo: 4 },
  { category: '办事指南', title: '在校证明线上开具与自助打印操作指南', title_en: 'Enrolment certificates: applying online and printing them yourself', daysAgo: 6 },
  { category: '通知公告', title: '关于做好2026年冬季校园安全工作的通知', title_en: 'Campus safety this winter (2026)', daysAgo: 8 },
  { category: '办事指南', title: '差旅费报销流程及所需材料说明', title_en: 'Travel expense claims: the steps and the documents you need', daysAgo: 10 },
  { category: '通知公告', title: '关于2027年元旦放假安排的通知', title_en: 'New Year holiday 2027', daysAgo: 12 },
  { category: '系统公告', title: '统一身份认证启用双因素登录的说明', title_en: 'Two-factor sign-in for the campus account', daysAgo: 15 },
  { category: '办事指南', title: '教室借用申请审批时限与注意事项', title_en: 'Classroom booking: approval times and what to note', daysAgo: 18 },
  { category: '通知公告', title: '关于开展学生宿舍安全检查的通知', title_en: 'Safety inspection of student residences', daysAgo: 21 },
  { category: '通知公告', title: '图书馆冬季开放时间调整通知', title_en: 'Library opening hours this winter', daysAgo: 25 },
  { category: '办事指南', title: '校园卡挂失、补办与解挂办理说明', title_en: 'Campus card: reporting it lost, replacing it and unblocking it', daysAgo: 28 },
  { category: '系统公告', title: '新版网上办事大厅上线试运行公告', title_en: 'The new online service hall opens for trial use', daysAgo: 35 },
  { category: '通知公告', title: '关于组织教职工年度体检的通知', title_en: 'Annual health check for staff', daysAgo: 40 },
  { category: '办事指南', title: '访客入校预约办理指南', title_en: 'Visitors: booking entry to campus', daysAgo: 45 },
];

export const siteConfig: SiteConfig = {
  site_name: '示范大学网上办事大厅',
  site_name_en: 'Demo University Online Service Hall',
  site_desc: '一站式网上服务与审批平台',
  logo_src: '/static/demo/site-logo.svg',
  site_address: '示范市大学路 1 号',
  site_mobile: '0571-88880000',
  site_postal: '310000',
  site_email: 'service@example.edu.cn',
  site_copyright: '© 2026 示范大学 版权所有',
  site_archival: '示ICP备20260001号',
  favicon_logo: '/static/demo/site-logo.svg',
  imghost: '',
  page_version: 2,
  template: 'inst',
  system_setting: {
    search_type: 1,
    home_banner_list: 1,
    home_notice_modular: 1,
    is_home_background: 0,
    is_showWebTitle: 1,
    global_message: { isShow: false, message: '', fileMessage: '', fontSize: '14px', fontColor: '#d4380d', fileFontSize: '14px', fileFontColor: '#d4380d' },
    cloud_print: 0,
    serviceHall: 1,
    ai_service_hall: 0,
    ai_service_hall_url: { pc: '' },
    outside_school_button_is_show: 'yes',
    network_check_url: 'https://net.example.edu.cn/check',
    feedback_attachment: 1,
  },
  rh_config: { rh_flag: 0, main_system: '', url: '' },
  // This school calls the service list 办事大厅 (spec §1: some labels differ per school).
  labels: { 'menu.serviceList': { zh: '办事大厅', en: 'Service Hall' } },
};

export const userSysConfig = { login_type: 'password', identity: 'inside', version: '1.0', env: 'product', personal_path: 'site/personal' };
