/** Complete examples of what the matter calls answer, for tests to vary one field at a time (checked against the contract when served). */
import type { AppDetail } from '@contract/calls/apps';
import type { LaunchedItem, NotifiedItem, OutlineNode, TodoItem } from '@contract/calls/matters';
import { appCard } from '../support/fixtures';

export const page = <T>(list: T[], total = list.length, p = 1) => ({ list, total, p, page_size: 10 });

export function launched(id: string, over: Partial<LaunchedItem> = {}): LaunchedItem {
  return {
    inst_id: id, task_id: '', task_status: 0, status: 0, app_type: 1, sess_id: '', created: '2026-11-20 09:30:00', finished: '', is_reminder: 'yes',
    app_name: '学生请假申请', nodes: [{ node_name: '院系负责人审批', steps: [{ node_id: 'dept_head', node_name: '院系负责人审批' }] }], ...over,
  };
}

export function todo(id: string, over: Partial<TodoItem> = {}): TodoItem {
  return {
    id: Number(id), inst_creator_name: '王思远', app_name: '学生请假申请', task_created: '2026-11-21 10:00:00', task_id: id, inst_id: `9${id}`,
    node_id: 'dept_head', app_id: 1, type: 1, flags: [], task_status: 0, handler_name: '石馨',
    node_config: { steps: [{ node_id: 'dept_head', node_name: '院系负责人审批' }] }, ...over,
  };
}

export function notified(id: string, over: Partial<NotifiedItem> = {}): NotifiedItem {
  return {
    task_id: id, inst_id: `8${id}`, app_id: 1, app_name: '学生请假申请', title: '王思远的学生请假申请', applicant_name: '王思远', node_name: '抄送宿舍管理员',
    created: '2026-11-21 11:00:00', is_read: 0, read_at: '', ...over,
  };
}

export const choiceStep = (id: string, name: string): OutlineNode => ({
  id, kind: 'approval', name, mode: 'sequential', approvers: { type: 'initiator_choice', names: [], levels: 0 }, branches: [],
});

export function appDetail(over: Partial<AppDetail> = {}): AppDetail {
  return {
    ...appCard({ id: 1, name: '学生请假申请', departName: '学生工作处' }),
    description: '在校学生因病、因事需离校的，须提前在线提交请假申请。',
    materials: [{ name: '医院诊断证明', note: '病假须提供', required: 0 }],
    handling_days: 1, category_name: '学生事务', audiences: ['student'], favourite: 0, can_start: 1, start_problem: '',
    process: {
      app_id: 1, version: 1,
      nodes: [
        { id: 'dept_head', kind: 'approval', name: '院系负责人审批', mode: 'sequential', approvers: { type: 'department_head', names: [], levels: 1 }, branches: [] },
        {
          id: 'by_days', kind: 'condition', name: '按请假天数', mode: '', approvers: null,
          branches: [
            { label: '超过 3 天', nodes: [{ id: 'sa', kind: 'approval', name: '学生工作处审批', mode: 'any', approvers: { type: 'post', names: ['学生工作处审核员'], levels: 0 }, branches: [] }] },
            { label: '3 天及以内', nodes: [] },
          ],
        },
      ],
    },
    ...over,
  };
}
