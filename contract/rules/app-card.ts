/**
 * What a service card shows (spec §2 "Application folder popup", §9): the name on two lines, the star rating, the
 * visits or handled count and the deadline.
 */
import { FOLDER_APP_NAME_CUT } from '../constants';
import { formatCount, truncate } from './format';

interface CardFacts {
  name: string;
  type: number;
  star_enable: string;
  show_times: string;
  views: number;
  times: number;
  during_upper: string;
}

/**
 * The name as two lines: up to the 10th character, then on to the 20th with an ellipsis when it goes on. The second
 * line is empty for a short name. Characters are counted as `truncate` counts them (a Latin letter is half of one),
 * and a Latin word the first cut would split moves to the second line whole.
 */
export function nameLines(name: string): [string, string] {
  const [first, whole] = FOLDER_APP_NAME_CUT;
  const cut = truncate(name, first);
  if (cut === name) return [name, ''];
  let head = cut.slice(0, -1);
  const space = head.lastIndexOf(' ');
  if (/\w$/.test(head) && /^\w/.test(name.slice(head.length)) && space > 0) head = head.slice(0, space);
  return [head.trimEnd(), truncate(name.slice(head.length).trimStart(), whole - first)];
}

/** Stars only where the service turned them on; a third-party link (type 4) is never rated here. */
export function showsStars(card: Pick<CardFacts, 'star_enable' | 'type'>): boolean {
  return card.star_enable === 'yes' && card.type !== 4;
}

/**
 * show_times 'yes' counts handled applications (times), anything else visits (views); 6+ digits in 万 (thousands in
 * English). `count` is the number itself, which chooses the word's plural.
 */
export function cardCount(card: Pick<CardFacts, 'show_times' | 'views' | 'times'>, lang: 'zh' | 'en' = 'zh'): { kind: 'times' | 'views'; value: string; count: number } {
  const [kind, count] = card.show_times === 'yes' ? (['times', card.times] as const) : (['views', card.views] as const);
  return { kind, value: formatCount(count, lang), count };
}

/** The deadline's date (`YYYY-MM-DD`), or empty when there is none. */
export function deadlineDate(duringUpper: string): string {
  return duringUpper.slice(0, 10);
}
