import { describe, expect, it } from 'vitest';
import { popoverPlace } from './popover-place';

const viewport = { width: 390, height: 844 };
const size = { width: 300, height: 200 };

describe('popoverPlace', () => {
  it('puts the card under the control, left-aligned, when it fits there', () => {
    expect(popoverPlace({ top: 100, left: 40, width: 120, height: 40 }, viewport, size)).toEqual({
      top: 152,
      left: 40,
    });
  });

  it('puts it over a control near the bottom, and keeps it inside the screen on the right', () => {
    // 700 - 12 - 200 = 488 over it; 390 - 300 - 12 = 78 at most from the left.
    expect(popoverPlace({ top: 700, left: 200, width: 150, height: 40 }, viewport, size)).toEqual({
      top: 488,
      left: 78,
    });
  });

  it('puts it at the bottom over a control as tall as the screen, and there too while the control loads', () => {
    expect(popoverPlace({ top: 0, left: 0, width: 390, height: 844 }, viewport, size)).toEqual({
      top: 632,
      left: 12,
    });
    expect(popoverPlace(null, viewport, size)).toEqual({ top: 632, left: 45 });
  });
});
