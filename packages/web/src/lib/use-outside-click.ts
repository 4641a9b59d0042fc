import { type RefObject, useEffect } from 'react';

/**
 * Calls `onOutside` on a pointer press outside `ref`'s element while `active` (dropdowns close on an outside
 * click).
 */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, onOutside: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, onOutside, active]);
}
