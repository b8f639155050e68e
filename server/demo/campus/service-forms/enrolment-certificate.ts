/**
 * 在校证明开具: the school's academic secretary checks the student's status, then any one of the registry officers of
 * 教务处 issues the certificate (or-sign: the first to act handles it for all).
 */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { opt, post } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'Select', label: '证明用途', label_en: 'Purpose', required: true,
      placeholder: '请选择', placeholder_en: 'Select',
      options: [
        opt('visa', '签证办理', 'Visa application'),
        opt('internship', '实习 / 求职', 'Internship or job application'),
        opt('loan', '助学贷款', 'Student loan'),
        opt('exchange', '出国（境）交流', 'Study abroad or exchange'),
        opt('transport', '交通优惠办理', 'Student transport discount'),
        opt('other', '其他', 'Other'),
      ],
    },
    {
      id: 'form1_2', type: 'Input', label: '其他用途说明', label_en: 'Other purpose', max_length: 50,
      placeholder: '用途选择“其他”时填写', placeholder_en: 'Only if the purpose is "Other"',
    },
    {
      id: 'form1_3', type: 'Checkbox', label: '证明语言', label_en: 'Language', required: true, min_choices: 1, default: ['zh'],
      options: [opt('zh', '中文', 'Chinese'), opt('en', 'English', 'English')],
      help: '选择两种语言将分别出具中、英文证明各一套。', help_en: 'Choosing both gives one set in each language.',
    },
    {
      id: 'form1_4', type: 'Integer', label: '份数', label_en: 'Copies', required: true, min: 1, max: 5, default: 1, unit: '份', unit_en: 'copies', unit_en_one: 'copy',
    },
    {
      id: 'form1_5', type: 'Radio', label: '领取方式', label_en: 'Delivery', required: true, default: 'print',
      options: [
        opt('print', '自助打印（电子签章）', 'Print it yourself (e-sealed)'),
        opt('hall', '一站式服务大厅领取', 'Collect at the one-stop service hall'),
        opt('post', '邮寄（运费到付）', 'By post (postage paid on delivery)'),
      ],
      help: '自助打印可在各校区自助终端使用校园卡打印。', help_en: 'Self-service terminals on every campus print it with your campus card.',
    },
    {
      id: 'form1_6', type: 'CountryV2', label: '邮寄地址', label_en: 'Postal address', level: 3, with_detail: true,
      help: '选择邮寄时填写。', help_en: 'Only when sent by post.',
    },
    { id: 'form1_7', type: 'PhoneNumber', label: '联系电话', label_en: 'Phone', required: true, prefill: 'mobile' },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'secretary', name: '学院审核', name_en: 'School review', approvers: post('teaching_secretary', true), mode: 'any', sla_hours: 16 },
    { kind: 'approval', id: 'registry', name: '教务处出具证明', name_en: 'Registry issues the certificate', approvers: post('aa_registry'), mode: 'any', sla_hours: 16 },
  ],
};
