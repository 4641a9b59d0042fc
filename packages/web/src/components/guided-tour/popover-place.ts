/** A box on the screen, in CSS pixels from the viewport's top left. */
export interface ScreenBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The gap between the control and the tour's card, and between the card and the screen's edges. */
const GAP = 12;

/**
 * Where the tour's card of `size` goes for a control at `target` on a `viewport`: under the control when it fits
 * there, else over it, else at the bottom of the screen (a control taller than the screen); left-aligned with
 * the control and kept inside the screen. Without a control (still loading) it waits at the bottom centre.
 */
export function popoverPlace(
  target: ScreenBox | null,
  viewport: { width: number; height: number },
  size: { width: number; height: number },
): { top: number; left: number } {
  const bottom = viewport.height - size.height - GAP;
  const centred = (viewport.width - size.width) / 2;
  if (target === null) return { top: Math.max(GAP, bottom), left: Math.max(GAP, centred) };
  const below = target.top + target.height + GAP;
  const above = target.top - GAP - size.height;
  const top = below + size.height <= viewport.height - GAP ? below : above >= GAP ? above : bottom;
  const left = Math.min(Math.max(GAP, target.left), viewport.width - size.width - GAP);
  return { top: Math.max(GAP, top), left: Math.max(GAP, left) };
}
