/**
 * How the approvers of a step decide (its node mode) and how an approver's signature there reads, as text keys: the
 * process diagram and the approval panel both word a step from these, so they cannot call one step two things (会签
 * in one, 或签 in the other). An approver acting for someone under a grant signs on their behalf (代 X 签署), never
 * in their own name.
 */
import { signValue } from './status';

export type ModeKey = 'modeSequential' | 'modeAll' | 'modeAny' | 'modeVote';

const MODE_KEYS: Record<string, ModeKey> = { sequential: 'modeSequential', all: 'modeAll', any: 'modeAny', vote: 'modeVote' };

/** The words of a node mode (sequential, all, any, vote); null for a step without one. */
export function modeKey(mode: string): ModeKey | null {
  return MODE_KEYS[mode] ?? null;
}

export interface SignWords {
  /** The tick the approver gives: in their own name, or on behalf of `name`. */
  label: 'signOwn' | 'signFor';
  /** What signing here means: a signature, or the approver's share of a step decided as `mode`. */
  hint: 'signHintName' | 'signHintNameFor' | 'signHintMode' | 'signHintModeFor';
  /** The step's mode words, for a hint of a step several approvers decide. */
  mode: ModeKey | null;
  /** The person signed for while acting; null in one's own name. */
  name: string | null;
}

/**
 * The words of the signature a task asks for (spec §4 sign value), from its step's mode and who approves: null when
 * the task signs nothing. A share of a step several approvers decide reads as that step's mode (or-sign for `any`);
 * `actingFor` is the person the approver acts for, if any.
 */
export function signWords(task: { type: number; flags: readonly number[]; mode: string }, actingFor: string | null): SignWords | null {
  const sign = signValue(task);
  if (sign === null) return null;
  const acting = actingFor !== null;
  if (sign === 2) return { label: acting ? 'signFor' : 'signOwn', hint: acting ? 'signHintNameFor' : 'signHintName', mode: null, name: actingFor };
  // A countersign task stands on a step several approvers decide; without such a mode, `all` is what its sign value means.
  const mode = task.mode === 'sequential' ? null : modeKey(task.mode);
  return { label: acting ? 'signFor' : 'signOwn', hint: acting ? 'signHintModeFor' : 'signHintMode', mode: mode ?? 'modeAll', name: actingFor };
}
