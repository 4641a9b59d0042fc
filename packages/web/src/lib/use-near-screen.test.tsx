import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_SCREEN, useNearScreen } from './use-near-screen';

/** The one observer the hook makes, with a way to report its element's crossing. */
function fakeObserver() {
  const made: {
    report: (isIntersecting: boolean) => void;
    disconnect: ReturnType<typeof vi.fn>;
    margin?: string;
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      disconnect = vi.fn();
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        made.push({
          report: (isIntersecting) =>
            callback(
              [{ isIntersecting } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
          disconnect: this.disconnect,
          margin: options?.rootMargin,
        });
      }
      observe() {}
    },
  );
  return made;
}

describe('whether an element is near the screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true when the element comes within a screen of the viewport, and stops watching', () => {
    const made = fakeObserver();
    const element = { current: document.createElement('div') };
    const { result } = renderHook(() => useNearScreen(element));
    expect(result.current).toBe(false);
    expect(made[0]?.margin).toBe(NEAR_SCREEN);
    act(() => made[0]?.report(false));
    expect(result.current).toBe(false);
    act(() => made[0]?.report(true));
    expect(result.current).toBe(true);
    expect(made[0]?.disconnect).toHaveBeenCalled();
    expect(made).toHaveLength(1);
  });
});
