/** 会议室预约 (a booking start page): the meeting coordinator confirms the room. */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { opt, post } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'SelectV2', label: '会议室', label_en: 'Room', required: true, placeholder: '输入楼名或房间号搜索', placeholder_en: 'Search by building or room',
      options: [
        opt('admin201', '行政楼 201 会议室（30 人）', 'Administration Building 201 (30 seats)'),
        opt('admin305', '行政楼 305 会议室（16 人）', 'Administration Building 305 (16 seats)'),
        opt('admin501', '行政楼 501 常委会议室（24 人）', 'Administration Building 501 (24 seats)'),
        opt('lib_hall', '图书馆学术报告厅（200 人）', 'Library Lecture Hall (200 seats)'),
        opt('icc', '国际会议中心多功能厅（300 人）', 'International Conference Centre hall (300 seats)'),
      ],
    },
    { id: 'form1_2', type: 'Calendar', label: '会议时间', label_en: 'Time', required: true, mode: 'datetime', range: true },
    { id: 'form1_3', type: 'Input', label: '会议名称', label_en: 'Meeting', required: true, max_length: 60 },
    { id: 'form1_4', type: 'Integer', label: '参会人数', label_en: 'Participants', required: true, min: 1, max: 300, unit: '人', unit_en: 'people', unit_en_one: 'person' },
    {
      id: 'form1_5', type: 'Checkbox', label: '会务需求', label_en: 'Services needed',
      options: [
        opt('projector', '投影 / 大屏', 'Projector or screen'),
        opt('video', '视频会议', 'Video conferencing'),
        opt('tea', '茶水服务', 'Tea service'),
        opt('nameplates', '桌签', 'Name plates'),
        opt('recording', '录音录像', 'Recording'),
      ],
    },
    { id: 'form1_6', type: 'User', label: '会务联系人', label_en: 'Contact person', required: true, max_choices: 1 },
    { id: 'form1_7', type: 'PhoneNumber', label: '联系电话', label_en: 'Phone', required: true, prefill: 'mobile' },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'coordinator', name: '会务管理员确认', name_en: 'Meeting coordinator confirms', approvers: post('go_meeting'), mode: 'any', sla_hours: 8 },
  ],
};
