import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROTATION_MS, useRotatingIndex } from './use-rotating-index';

describe('useRotatingIndex', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps every 4 s and wraps around', () => {
    const { result } = renderHook(() => useRotatingIndex(3));
    expect(ROTATION_MS).toBe(4000);
    expect(result.current[0]).toBe(0);
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current[0]).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current[0]).toBe(2);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current[0]).toBe(0);
  });

  it('moves to a chosen item and gives it a full turn', () => {
    const { result } = renderHook(() => useRotatingIndex(6));
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current[1](4));
    expect(result.current[0]).toBe(4);
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current[0]).toBe(4);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(5);
  });
});
