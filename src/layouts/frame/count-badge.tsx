/** A red count on an entry's corner (unread messages, to-dos), capped at 99+. */
import { Text } from '@tarojs/components';
import './count-badge.scss';

export function countText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function CountBadge({ count, className }: { count: number; className: string }) {
  if (count <= 0) return null;
  return <Text className={`ch-count-badge ${className}`}>{countText(count)}</Text>;
}
