/**
 * Whom the user acts for and which exam department they chose: spec §7 merges agent info and the exam department
 * into every payload. Pages that act for a granting account or choose an exam department fill this store; the app's
 * request configuration reads it. Unset values are not sent at all.
 */
import { create } from 'zustand';

export interface Agent {
  agent_uid: string;
  starter_depart_id?: string;
  agent_name: string;
}

interface AgentState {
  agent: Agent | null;
  examDepartId: string | null;
  actFor(agent: Agent | null): void;
  chooseExamDepartment(id: string | null): void;
}

export const useAgent = create<AgentState>((set) => ({
  agent: null,
  examDepartId: null,
  actFor: (agent) => set({ agent }),
  chooseExamDepartment: (examDepartId) => set({ examDepartId }),
}));

/** The params every call carries, without empty keys. */
export function agentPayload({ agent, examDepartId }: Pick<AgentState, 'agent' | 'examDepartId'>): Record<string, string> {
  const params: Record<string, string | null | undefined> = { ...agent, exam_depart_id: examDepartId };
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
}
