import { useEffect, useState } from 'react';
import type { ScreenBox } from './popover-place';
import { findTarget, type TourStep } from './tour-steps';

export interface TourTarget {
  element: HTMLElement | null;
  box: ScreenBox | null;
}

const sameBox = (a: ScreenBox | null, b: ScreenBox | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height);

/**
 * The control a step points at and its box on the screen, once its page (`ready`) shows it: looked for on every
 * frame, since the page loads its data after it opens and its layout moves as it does; scrolled into view once
 * found.
 */
export function useTourTarget(step: TourStep | undefined, ready: boolean): TourTarget {
  const [target, setTarget] = useState<TourTarget>({ element: null, box: null });
  useEffect(() => {
    setTarget({ element: null, box: null });
    if (step === undefined || !ready) return;
    let frame = 0;
    let shown: HTMLElement | null = null;
    const look = () => {
      const element = findTarget(step);
      if (element !== null && element !== shown) {
        element.scrollIntoView({ block: 'center' });
        shown = element;
      }
      const rect = element?.getBoundingClientRect();
      const box = rect ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null;
      setTarget((last) => (last.element === element && sameBox(last.box, box) ? last : { element, box }));
      frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [step, ready]);
  return target;
}
