/**
 * How a person's fill-in period reads (contract/rules/fillin.ts FillinStatus), in Chinese and English: the home page's
 * 我的填报 tab and the fill-in pages say them alike. Keys are text keys as both use them (`fillStatus_{n}`).
 */
export const fillinWords = {
  zh: {
    fillStatus_0: '待填报',
    fillStatus_1: '已填报',
    fillStatus_2: '已逾期',
    fillStatus_3: '逾期可补填',
    fillStatus_4: '未开始',
  },
  en: {
    fillStatus_0: 'To fill in',
    fillStatus_1: 'Filled in',
    fillStatus_2: 'Missed',
    fillStatus_3: 'Overdue, still accepted',
    fillStatus_4: 'Not open yet',
  },
} as const;
