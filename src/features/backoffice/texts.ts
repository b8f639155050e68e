/** Texts of the back office's shell and kit, namespace `backoffice`; each part of it has its own namespace. */
import { defineTexts } from '../../i18n/define-texts';
import { kitTexts } from './kit/texts';

const shell = {
  zh: {
    title: '后台管理',
    backToPortal: '返回门户',
    sections: '后台栏目',
    chooseSection: '选择栏目',
    groups: {
      content: '内容管理',
      settings: '站点设置',
      catalog: '服务目录',
      roles: '角色与权限',
      people: '组织人员',
      inbox: '意见反馈',
      audit: '审计日志',
    },
    noAccess: '你没有后台管理权限',
    noAccessDetail: '后台供持有管理权限的用户使用。如需权限，请联系学校的系统管理员。',
    noSections: '你持有的权限里没有可在后台管理的栏目',
    toHome: '返回首页',
    loading: '正在载入…',
    sectionFailed: '栏目载入失败，请刷新后重试',
    miniProgram: '后台管理请在电脑或手机浏览器中打开',
  },
  en: {
    title: 'Back office',
    backToPortal: 'Back to the portal',
    sections: 'Back-office sections',
    chooseSection: 'Choose a section',
    groups: {
      content: 'Content',
      settings: 'Site settings',
      catalog: 'Service catalog',
      roles: 'Roles and permits',
      people: 'People',
      inbox: 'Feedback',
      audit: 'Audit log',
    },
    noAccess: 'You have no back-office rights',
    noAccessDetail: 'The back office is for users holding an administrative right. Ask the university’s system administrator if you need one.',
    noSections: 'None of your rights has a back-office section',
    toHome: 'Back to the home page',
    loading: 'Loading…',
    sectionFailed: 'The section could not load; refresh and try again',
    miniProgram: 'Open the back office in a browser on a computer or phone',
  },
};

export const backofficeTexts = defineTexts({ ...shell.zh, ...kitTexts.zh }, { ...shell.en, ...kitTexts.en });
