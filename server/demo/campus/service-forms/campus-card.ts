/** 校园卡挂失与补办: the campus card office freezes the card at once and makes a new one. */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { opt, post } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'Radio', label: '办理事项', label_en: 'Request', required: true, default: 'both',
      options: [
        opt('freeze', '仅挂失', 'Report lost only'),
        opt('both', '挂失并补办', 'Report lost and replace'),
        opt('replace', '损坏换卡', 'Replace a damaged card'),
      ],
      help: '提交后卡片立即冻结，找回后可在自助机上解挂。', help_en: 'The card is frozen as soon as you submit; unfreeze it at a kiosk if you find it.',
    },
    {
      id: 'form1_2', type: 'Input', label: '校园卡号', label_en: 'Card number', placeholder: '不清楚可不填', placeholder_en: 'Leave empty if unknown',
      pattern: '^[0-9]{6,12}$', pattern_message: '卡号为 6 至 12 位数字', pattern_message_en: '6 to 12 digits',
    },
    {
      id: 'form1_3', type: 'Select', label: '领卡地点', label_en: 'Collect at', required: true, default: 'main',
      options: [opt('main', '主校区一站式服务大厅', 'Main campus service hall'), opt('east', '东校区校园卡服务点', 'East campus card desk')],
    },
    {
      id: 'form1_4', type: 'Numeric', label: '原卡余额（约）', label_en: 'Balance on the old card (approx.)', precision: 2, min: 0, unit: '元', unit_en: 'yuan',
      help: '余额将转入新卡。', help_en: 'The balance moves to the new card.',
    },
    { id: 'form1_5', type: 'PhoneNumber', label: '联系电话', label_en: 'Phone', required: true, prefill: 'mobile' },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'card_office', name: '校园卡管理中心办理', name_en: 'Campus card office', approvers: post('card_center'), mode: 'any', sla_hours: 8 },
  ],
};
