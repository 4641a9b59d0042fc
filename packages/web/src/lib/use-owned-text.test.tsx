import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOwnedText } from './use-owned-text';

describe('useOwnedText', () => {
  it('keeps edits until the owner gives a new value, which replaces them; the same value leaves them', () => {
    const { result, rerender } = renderHook(({ value }) => useOwnedText(value), {
      initialProps: { value: 'NABIL' },
    });
    expect(result.current[0]).toBe('NABIL');
    act(() => result.current[1]('NIC'));
    expect(result.current[0]).toBe('NIC');
    rerender({ value: 'NABIL' });
    expect(result.current[0]).toBe('NIC');
    rerender({ value: '' });
    expect(result.current[0]).toBe('');
  });
});
