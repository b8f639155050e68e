/** A result name with the keyword's matches highlighted, from the server's offsets, rendered as text only. */
import { Text } from '@tarojs/components';
import type { SearchItem } from '@contract/calls/search';
import { markSegments } from '@contract/rules/search';

export function MarkedName({ item, className }: { item: SearchItem; className?: string }) {
  return (
    <Text className={className}>
      {markSegments(item.origin_name, item.marks).map((part, i) =>
        part.hit ? (
          <Text key={i} className="ch-search-mark">
            {part.text}
          </Text>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
