/** 学生证补办: the counsellor confirms, Student Affairs issues the new card (and the rail discount card). */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { MB, opt, post } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'Radio', label: '补办原因', label_en: 'Reason', required: true, default: 'lost',
      options: [opt('lost', '遗失', 'Lost'), opt('damaged', '损坏', 'Damaged'), opt('changed', '信息变更', 'Details changed')],
    },
    {
      id: 'form1_2', type: 'Input', label: '学号', label_en: 'Student number', required: true, prefill: 'number',
      pattern: '^20[0-9]{8}$', pattern_message: '学号为 10 位数字', pattern_message_en: 'Ten digits',
    },
    {
      id: 'form1_3', type: 'Checkbox', label: '补办内容', label_en: 'Replace', required: true, min_choices: 1, default: ['card'],
      options: [opt('card', '学生证', 'Student ID card'), opt('rail', '火车票学生优惠卡', 'Rail student discount card')],
    },
    {
      id: 'form1_4', type: 'CountryV2', label: '乘车区间（家庭所在地）', label_en: 'Rail discount destination (home town)', level: 2,
      help: '补办优惠卡时填写，须与学籍登记的家庭住址一致。', help_en: 'For the discount card: must match the home address on record.',
    },
    {
      id: 'form1_5', type: 'Attachment', label: '证件照', label_en: 'ID photo', required: true, accept: ['jpg', 'jpeg', 'png'], max_files: 1, max_size: 2 * MB,
      help: '近期免冠一寸彩色照片，蓝底或白底。', help_en: 'A recent passport-style colour photo on blue or white.',
    },
    {
      id: 'form1_6', type: 'Radio', label: '领取方式', label_en: 'Collection', required: true, default: 'college',
      options: [opt('college', '学院学工办领取', "Collect at your school's student office"), opt('hall', '一站式服务大厅领取', 'Collect at the one-stop service hall')],
    },
    { id: 'form1_7', type: 'MultiInput', label: '补充说明', label_en: 'Notes', max_length: 200 },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'counsellor', name: '辅导员审核', name_en: 'Counsellor review', approvers: post('counsellor', true), mode: 'any', sla_hours: 24 },
    { kind: 'approval', id: 'sa', name: '学生工作处制证', name_en: 'Student Affairs issues the card', approvers: post('sa_office'), mode: 'any', sla_hours: 40 },
  ],
};
