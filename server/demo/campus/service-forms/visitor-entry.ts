/** 访客入校预约: the member of staff being visited confirms; the campus security duty office gets a copy. */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { opt, post } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '访客姓名', label_en: 'Name', required: true, max_length: 30, prefill: 'name' },
    {
      id: 'form1_2', type: 'Input', label: '身份证号', label_en: 'ID card number', required: true,
      pattern: '^[1-9][0-9]{5}(18|19|20)[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])[0-9]{3}[0-9Xx]$',
      pattern_message: '请输入 18 位居民身份证号', pattern_message_en: 'Enter the 18-character resident ID number',
      help: '仅用于入校核验，保卫处按规定保管。', help_en: 'Used only to check you in at the gate; kept by Campus Security as required.',
    },
    { id: 'form1_3', type: 'PhoneNumber', label: '手机号码', label_en: 'Mobile', required: true, prefill: 'mobile' },
    { id: 'form1_4', type: 'Input', label: '工作单位', label_en: 'Organisation', max_length: 60 },
    {
      id: 'form1_5', type: 'User', label: '被访人', label_en: 'Host', required: true, max_choices: 1,
      help: '请输入被访教职工姓名搜索，被访人确认后预约生效。', help_en: 'Search for the member of staff you visit; the booking holds once they confirm.',
    },
    { id: 'form1_6', type: 'Calendar', label: '到访时间', label_en: 'Visit time', required: true, mode: 'datetime', range: true },
    {
      id: 'form1_7', type: 'Select', label: '来访事由', label_en: 'Reason for visit', required: true,
      options: [
        opt('business', '公务洽谈', 'Business meeting'),
        opt('academic', '学术交流', 'Academic exchange'),
        opt('event', '参加会议 / 活动', 'Conference or event'),
        opt('family', '探亲访友', 'Visiting family or friends'),
        opt('delivery', '施工 / 送货', 'Works or delivery'),
        opt('other', '其他', 'Other'),
      ],
    },
    { id: 'form1_8', type: 'Integer', label: '随行人数', label_en: 'Accompanying people', min: 0, max: 10, default: 0, unit: '人', unit_en: 'people', unit_en_one: 'person' },
    {
      id: 'form1_9', type: 'Input', label: '车牌号', label_en: 'Car plate', placeholder: '如 粤B12345，不驾车可不填', placeholder_en: 'e.g. 粤B12345; leave empty if not driving',
      pattern: '^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][A-HJ-NP-Z0-9]{5,6}$',
      pattern_message: '请输入正确的车牌号', pattern_message_en: 'Enter a valid Chinese plate number',
    },
    { id: 'form1_10', type: 'CountryV2', label: '出发地', label_en: 'Travelling from', required: true, level: 2 },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'host', name: '被访人确认', name_en: 'Host confirms', approvers: { type: 'form_user', field: 'form1_5' }, mode: 'sequential', sla_hours: 8 },
    { kind: 'cc', id: 'security', name: '抄送保卫处值班室', name_en: 'Copy to the security duty office', recipients: post('security_duty') },
  ],
};
