/** 教室借用: the applicant names who vouches for the event (adviser or head of unit), then Academic Affairs allocates the room. */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { opt, post, yesNo } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'Select', label: '教学楼', label_en: 'Building', required: true,
      options: [
        opt('t1', '第一教学楼', 'Teaching Building 1'),
        opt('t2', '第二教学楼', 'Teaching Building 2'),
        opt('t3', '第三教学楼', 'Teaching Building 3'),
        opt('zonghe', '综合楼', 'General Building'),
        opt('lib_hall', '图书馆报告厅', 'Library Lecture Hall'),
      ],
    },
    {
      id: 'form1_2', type: 'Input', label: '教室', label_en: 'Room', required: true, placeholder: '如 A203', placeholder_en: 'e.g. A203',
      pattern: '^[A-Z]?[0-9]{3,4}$', pattern_message: '教室号如 A203 或 1105', pattern_message_en: 'A room number such as A203 or 1105',
      help: '如无指定教室可填写意向教室，最终以教务处安排为准。', help_en: 'Name the room you would like; Academic Affairs confirms the final room.',
    },
    { id: 'form1_3', type: 'Calendar', label: '借用时间', label_en: 'Time', required: true, mode: 'datetime', range: true },
    { id: 'form1_4', type: 'Integer', label: '参加人数', label_en: 'Attendees', required: true, min: 1, max: 500, unit: '人', unit_en: 'people', unit_en_one: 'person' },
    {
      id: 'form1_5', type: 'SelectV2', label: '使用类型', label_en: 'Type of use', required: true, placeholder: '输入关键字搜索', placeholder_en: 'Type to search',
      options: [
        opt('lecture', '学术讲座', 'Academic lecture'),
        opt('class_meeting', '班团活动', 'Class meeting'),
        opt('club', '社团活动', 'Student club activity'),
        opt('makeup', '课程补课', 'Make-up class'),
        opt('exam', '考试 / 测验', 'Exam or test'),
        opt('union', '学生会会议', 'Student union meeting'),
        opt('recruit', '企业招聘宣讲', 'Recruitment talk'),
        opt('training', '培训', 'Training session'),
        opt('other', '其他', 'Other'),
      ],
    },
    { id: 'form1_6', type: 'Input', label: '活动名称', label_en: 'Event', required: true, max_length: 60 },
    { id: 'form1_7', type: 'MultiInput', label: '活动内容简介', label_en: 'About the event', max_length: 300 },
    { id: 'form1_8', type: 'Radio', label: '是否使用多媒体设备', label_en: 'Projector and audio needed?', required: true, default: 'yes', options: yesNo },
    { id: 'form1_9', type: 'PhoneNumber', label: '联系电话', label_en: 'Phone', required: true, prefill: 'mobile' },
    {
      id: 'form1_10', type: 'Input', label: '安排教室', label_en: 'Room allocated', max_length: 40,
      permissions: { start: 'hidden', allocate: 'edit' },
    },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    {
      kind: 'approval', id: 'adviser', name: '指导教师或单位负责人审核', name_en: 'Adviser or head of unit review',
      approvers: { type: 'initiator_choice' }, mode: 'sequential', sla_hours: 24,
    },
    { kind: 'approval', id: 'allocate', name: '教务处安排教室', name_en: 'Academic Affairs allocates the room', approvers: post('aa_classroom'), mode: 'any', sla_hours: 16 },
  ],
};
