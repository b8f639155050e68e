/**
 * How an application's status (spec §4 launched instance status) and the actions of its history (getMatterDetail
 * steps[].action) read, in Chinese and English. The matter pages, the printed record and the receipt check say them
 * alike; keys are text keys as both sides use them (`status_{n}`, `action_{name}`).
 */
export const matterWords = {
  zh: {
    status_0: '办理中',
    status_1: '已终止',
    status_2: '已办结',
    status_4: '已撤回',
    status_unknown: '未知',
    action_start: '提交申请',
    action_approve: '同意',
    action_reject: '退回',
    action_resubmit: '重新提交',
    action_withdraw: '撤回',
    action_terminate: '终止',
    action_transfer: '转交',
    action_addSign: '加签',
    action_cc: '抄送',
    action_pullBack: '收回审批',
    action_read: '已阅',
    action_urge: '催办',
    action_autoApprove: '自动通过',
    action_timeoutApprove: '超时自动通过',
    action_timeoutReject: '超时自动退回',
    action_complete: '办结',
    action_reopen: '重新开启',
    action_reassign: '改派',
    action_delegate: '委托',
  },
  en: {
    status_0: 'In progress',
    status_1: 'Terminated',
    status_2: 'Completed',
    status_4: 'Withdrawn',
    status_unknown: 'Unknown',
    action_start: 'Submitted',
    action_approve: 'Approved',
    action_reject: 'Returned',
    action_resubmit: 'Resubmitted',
    action_withdraw: 'Withdrawn',
    action_terminate: 'Terminated',
    action_transfer: 'Transferred',
    action_addSign: 'Approver added',
    action_cc: 'Copied',
    action_pullBack: 'Approval taken back',
    action_read: 'Read',
    action_urge: 'Urged',
    action_autoApprove: 'Approved automatically',
    action_timeoutApprove: 'Approved at the deadline',
    action_timeoutReject: 'Returned at the deadline',
    action_complete: 'Completed',
    action_reopen: 'Reopened',
    action_reassign: 'Reassigned by a supervisor',
    action_delegate: 'Delegated',
  },
} as const satisfies Record<'zh' | 'en', Record<string, string>>;

export type MatterWordKey = keyof (typeof matterWords)['zh'];

/** The text key of an instance status; an unknown status reads as status_unknown. */
export function statusWordKey(status: number): MatterWordKey {
  const key = `status_${status}`;
  return key in matterWords.zh ? (key as MatterWordKey) : 'status_unknown';
}
