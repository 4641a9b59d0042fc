import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * How many of a scrolling table's columns end beyond the right edge of its scroll box, so that a phone reader
 * is told the table goes on sideways. Measured after every render (the rows change the columns' widths), as the
 * box scrolls and as the window changes size. After a render it waits for the next frame: measured in the effect,
 * each table of a page forced the browser to lay out the whole page again, once per table and render.
 */
export function useColumnsOutOfView(scroller: RefObject<HTMLElement | null>): number {
  const [count, setCount] = useState(0);
  const measure = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const edge = box.getBoundingClientRect().right;
    const heads = box.querySelectorAll('thead tr:last-child th');
    // A pixel of slack: sub-pixel widths leave the last column a fraction past the edge at full scroll.
    setCount(Array.from(heads).filter((th) => th.getBoundingClientRect().right > edge + 1).length);
  }, [scroller]);
  useEffect(() => {
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  });
  useEffect(() => {
    const box = scroller.current;
    box?.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      box?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [scroller, measure]);
  return count;
}
