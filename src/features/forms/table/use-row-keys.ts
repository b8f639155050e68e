/** A stable key per row of a table, following rows as they are added, removed and moved. */
import { useRef } from 'react';

export function useRowKeys(count: number) {
  const next = useRef(0);
  const keys = useRef<number[]>([]);
  const fresh = () => (next.current += 1);
  // Rows that arrived from elsewhere (a resumed draft) get keys of their own.
  if (keys.current.length !== count) keys.current = Array.from({ length: count }, fresh);
  return {
    keys: keys.current,
    added() {
      keys.current = [...keys.current, fresh()];
    },
    moved(moved: readonly number[]) {
      keys.current = moved.map((from) => keys.current[from]);
    },
  };
}
