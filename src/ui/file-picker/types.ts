/** A picked file: H5 holds the File itself, the mini-program a temporary path to it. */
export interface PickedFile {
  name: string;
  size: number;
  source: Blob | string;
}

export interface FilePickerProps {
  /** The button's text. */
  label: string;
  /** Its name for screen readers when the text alone does not say what it is for ("证明材料 上传文件"). */
  ariaLabel?: string;
  /** Ids of elements describing the button (the field's rules, its help and its problem). */
  describedBy?: string;
  /** Extensions offered, lower case without the dot; all files when absent. */
  accept?: readonly string[];
  /** How many files one pick may bring: the mini-program's pickers stop there; a browser's cannot, so the caller
   * gets everything chosen and says what is too many. Above 1, several may be chosen at once. */
  max: number;
  disabled?: boolean;
  onPick(files: PickedFile[]): void;
  /** Mini-program: the choices of where to pick from (its album or a chat), when both apply. */
  sourceLabels: { album: string; chat: string };
  testId?: string;
}
