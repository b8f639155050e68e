/** A day of the strip: its value (YYYY-MM-DD), a short title (今天, 周三) and the date under it. */
export interface StripDay {
  value: string;
  title: string;
  detail: string;
  /** What a screen reader says for it, when the two lines read badly together. */
  label?: string;
}

/** A row of days to choose one from (the booking hall's and a resource's next seven days). */
export interface DayStripProps {
  days: StripDay[];
  value: string;
  onChange(value: string): void;
  /** The group's name (日期). */
  label: string;
  testId?: string;
}
