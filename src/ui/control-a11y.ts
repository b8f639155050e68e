/** Taro and the DOM want ids without the colons of React's useId. */
export const plainId = (id: string) => `ch${id.replace(/[^A-Za-z0-9_-]/g, '')}`;

/** What a control needs from its field's frame to be named, described and focused on either target. */
export interface ControlA11y {
  /** The control's own id (H5: what the label points at; the first of a group's controls). */
  id: string;
  /** Ids of the elements naming the control (H5 aria-labelledby). */
  labelledBy: string;
  /** The control's name as text (the mini-program's aria-label, which it reads instead of a label element). */
  label: string;
  /** Ids of the help text and the error, when shown. */
  describedBy?: string;
  invalid: boolean;
  required: boolean;
  /** Mini-program: the frame asks the control to take the focus (a failed submit). */
  focused?: boolean;
  onFocusDone?(): void;
}

/** One part of a group (the end of a date range, a region's city): the group's name and the part's. */
export function partA11y(group: ControlA11y, part: { key: string; labelId: string; label: string }): ControlA11y {
  return { ...group, id: `${group.id}-${part.key}`, labelledBy: `${group.labelledBy} ${part.labelId}`, label: `${group.label} ${part.label}` };
}
