import { useEffect, useState } from 'react';

/** Highlight rotation of the landing page. */
export const ROTATION_MS = 4000;

/**
 * An index that steps through `count` items every `intervalMs`; choosing an item (hover) moves it there and
 * restarts the wait, so the chosen item keeps its full turn.
 */
export function useRotatingIndex(count: number, intervalMs = ROTATION_MS): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count <= 1) return;
    const timer = setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, count, intervalMs]);
  return [index, setIndex];
}
