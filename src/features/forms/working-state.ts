/**
 * The working state of spec §4, shared by the form, the matter and the process views: 1 while a part loads its
 * data sources, 2 when it is ready. A page shows "loading" while any part works and keeps its actions off until
 * all are ready.
 */
import { create } from 'zustand';
import type { WorkingStatus } from './types';

export type WorkingPart = 'form' | 'matter' | 'process';

interface WorkingState extends Record<WorkingPart, WorkingStatus> {
  setStatus(part: WorkingPart, status: WorkingStatus): void;
}

export const useWorkingState = create<WorkingState>((set) => ({
  form: 2,
  matter: 2,
  process: 2,
  setStatus: (part, status) => set({ [part]: status } as Pick<WorkingState, WorkingPart>),
}));

/** Whether any part is still loading. */
export const isWorking = (state: Record<WorkingPart, WorkingStatus>): boolean => state.form === 1 || state.matter === 1 || state.process === 1;
