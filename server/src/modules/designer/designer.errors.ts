/**
 * The designer area's failures, and the problems that keep a process from being published (workflow/check.ts): a
 * check lists them, a publication is refused with the first, each naming its node, field or branch.
 */
import { ErrorCode } from '../../../../contract/envelope';
import type { DomainErrorTable } from '../../domain/errors';

const problem = (zh: string, en: string) => ({ status: 400, e: ErrorCode.INVALID_INPUT, zh, en });

export const designerErrors = {
  'designer.badJson': problem('{what}不是有效的 JSON', '{what} is not valid JSON'),
  'designer.badBundle': problem('导入文件不是本系统导出的服务（格式应为 {format}）', 'The file is not a service this portal exported (format {format})'),
  'designer.noRelease': { status: 404, e: ErrorCode.NOT_FOUND, zh: '该服务没有这个版本', en: 'The service has no such release' },
  'designer.noApproval': problem('流程至少需要一个审批节点', 'The process needs at least one approval node'),
  'designer.duplicateId': problem('节点「{node}」的编号 {id} 与另一节点重复', 'Node "{node}" has the id {id} of another node'),
  'designer.noDefault': problem('条件「{node}」没有默认分支，也没有覆盖字段「{field}」的每个取值', 'Condition "{node}" has no default branch and does not cover every value of "{field}"'),
  'designer.unreachable': problem('节点「{node}」永远不会到达：它所在的分支「{branch}」排在默认分支或相同条件之后', 'Node "{node}" can never be reached: its branch "{branch}" comes after the default branch or the same condition'),
  'designer.unknownField': problem('「{node}」引用的字段 {field} 不在表单中', '"{node}" refers to {field}, which is not on the form'),
  'designer.wrongFieldType': problem('「{node}」对字段「{field}」的用法与其类型不符', '"{node}" uses "{field}" in a way its type does not allow'),
  'designer.unknownValue': problem('节点「{node}」永远不会到达：分支「{branch}」的取值不在字段「{field}」的选项中', 'Node "{node}" can never be reached: branch "{branch}" asks for a value "{field}" does not offer'),
  'designer.noApprover': problem('节点「{node}」找不到可以办理的人', 'Nobody can handle node "{node}"'),
  'designer.noPrevious': problem('节点「{node}」由上一审批人指定，但它前面没有审批节点', 'Node "{node}" is chosen by the previous approver, but no approval comes before it'),
  'designer.voteRatio': problem('节点「{node}」按比例表决，请设置通过比例', 'Node "{node}" decides by vote: set the share needed'),
  'designer.unknownNode': problem('字段「{field}」的权限引用了流程中没有的节点 {node}', 'The rights of "{field}" name node {node}, which the process does not have'),
  'designer.formInvalid': problem('表单有误：{field}', 'The form has a mistake: {field}'),
} satisfies DomainErrorTable<'designer'>;

declare module '../../domain/errors' {
  interface DomainErrorRegistry {
    designer: typeof designerErrors;
  }
}
