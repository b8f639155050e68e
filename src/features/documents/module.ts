import type { ClientModule } from '../../client-module';

/**
 * Official-document collaboration (公文协同; spec §2 /reserve/myOfficial, /reserve/officialCenter,
 * /reserve/dispatchManage; §6 permit document): 我的公文 (what the reader has to handle, sign for, read, and has sent),
 * 公文中心 (issued documents, and one document's detail with every action on it when the address names it: ?id=) and
 * 发文管理 (an office's dispatches, numbering rules and templates, and the dispatch editor: ?edit=new or ?edit=<id>).
 * Every page file costs the phone's first load its route entries (bench/size.bench.ts), hence the detail and the
 * editor share their lists' page files. A subpackage the home does not preload; its pages sit in `pages/reserve/`
 * (src/routes.ts: booking keeps its /reserve pages in its own folder); its texts and calls load with its pages
 * (./i18n.ts, ./document-calls.ts), so nothing of it rides in the first load.
 */
export const documentsModule: ClientModule = {
  name: 'documents',
  pages: [
    { desktop: '/reserve/myOfficial', mobile: '/reserve/m_myOfficial' },
    { desktop: '/reserve/officialCenter', mobile: '/reserve/m_officialCenter' },
    { desktop: '/reserve/dispatchManage', mobile: '/reserve/m_dispatchManage' },
  ],
  preload: false,
  texts: { zh: {}, en: {} },
};
