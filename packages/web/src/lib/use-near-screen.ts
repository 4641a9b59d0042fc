import { type RefObject, useEffect, useState } from 'react';

/** How far below (or above) the screen a heavy block is made: about a screen's scroll ahead of the reader. */
export const NEAR_SCREEN = '100% 0px';

/**
 * Whether the element has come within a screen's height of the viewport, true from then on: a block further down
 * a phone's page (a long table) is not rendered, nor laid out, until the reader scrolls towards it. The element is
 * read once, on mounting: it must be rendered with the component that calls this, not later.
 */
export function useNearScreen(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
