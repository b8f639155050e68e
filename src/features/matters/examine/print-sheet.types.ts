import type { MatterDetail, ProcessOutline } from '@contract/calls/matters';

/** What the printed page holds (H5 only): the header, the form as label and value rows, the history, the diagram. */
export interface PrintSheetProps {
  detail: MatterDetail;
  outline: ProcessOutline | null;
  current: readonly string[];
  taskId?: string;
}
