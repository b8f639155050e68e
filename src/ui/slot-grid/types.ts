/**
 * A cell of the grid: a time slot (or any timed place) with its state. `tone` colours it and `detail` says it in
 * words (余 3, 已满 · 可候补, 我的预约), so the state never rests on colour alone; the two are the cell's name.
 */
export interface SlotCell {
  key: string;
  /** The time, 08:00–09:00. */
  title: string;
  detail: string;
  tone: 'free' | 'full' | 'mine' | 'off';
  /** Cannot be picked (not offered): shown, not pressable. */
  disabled?: boolean;
}

export interface SlotGridProps {
  cells: SlotCell[];
  /** The key of the cell picked, if any (aria-pressed). */
  chosen?: string;
  onPick(key: string): void;
  /** The grid's name (the day's slots). */
  label: string;
  testId?: string;
}
