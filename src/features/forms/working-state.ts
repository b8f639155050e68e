/**
 * The working state of spec §4, shared by the form, the matter and the process views: 1 while a part loads its
 * data sources, 2 when it is ready. A page shows "loading" while any part works and keeps its actions off until
 * all are ready. Files still uploading count too: a draft saved or a form sent before an upload ends would go
 * without that file.
 */
import { create } from 'zustand';
import type { WorkingStatus } from './types';

export type WorkingPart = 'form' | 'matter' | 'process';

interface WorkingState extends Record<WorkingPart, WorkingStatus> {
  /** Files of the form being uploaded now. */
  uploads: number;
  setStatus(part: WorkingPart, status: WorkingStatus): void;
  /** An upload starts (+1) or ends, however it ends (-1). */
  countUpload(change: 1 | -1): void;
}

export const useWorkingState = create<WorkingState>((set) => ({
  form: 2,
  matter: 2,
  process: 2,
  uploads: 0,
  setStatus: (part, status) => set({ [part]: status } as Pick<WorkingState, WorkingPart>),
  countUpload: (change) => set((s) => ({ uploads: Math.max(0, s.uploads + change) })),
}));

/** Whether any part is still loading or a file still uploading. */
export const isWorking = (state: Record<WorkingPart, WorkingStatus> & { uploads: number }): boolean =>
  state.form === 1 || state.matter === 1 || state.process === 1 || state.uploads > 0;
