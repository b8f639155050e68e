/** Who handles a step of a process outline, as words: the text key and its values (getAppDetail `process`). */
import type { OutlineNode } from '@contract/calls/matters';

export interface Words {
  key: string;
  values?: Record<string, string | number>;
  /** The value that names people, shown as they are (user content), not translated. */
  people?: string;
}

/** `join` lists names as the reader's language does. */
export function approverWords(approvers: OutlineNode['approvers'], join: (items: readonly string[]) => string): Words | null {
  if (!approvers) return null;
  const names = join(approvers.names);
  switch (approvers.type) {
    case 'users':
      return { key: 'byUsers', values: { names }, people: names };
    case 'post':
      return { key: 'byPost', values: { names } };
    case 'department_head':
      return approvers.levels <= 1 ? { key: 'byOwnHead' } : { key: 'byUpperHead', values: { levels: approvers.levels } };
    case 'initiator_choice':
      return { key: 'byApplicantChoice' };
    case 'previous_choice':
      return { key: 'byPreviousChoice' };
    case 'form_user':
      return { key: 'byFormUser', values: { names } };
  }
}

