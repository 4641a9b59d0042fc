import { render, renderHook, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModule } from './use-module';

/** Keeps what its children threw while rendering. */
class Catch extends Component<
  { children: ReactNode; onError: (error: unknown) => void },
  { caught: boolean }
> {
  override state = { caught: false };
  static getDerivedStateFromError() {
    return { caught: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.caught ? null : this.props.children;
  }
}

describe('a module loaded on demand', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads once wanted, and gives the module once loaded', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const { result, rerender } = renderHook(({ wanted }) => useModule(load, wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toEqual({ answer: 42 }));
    rerender({ wanted: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('chunk missing');
    const load = () => Promise.reject(failure);
    const Probe = () => {
      useModule(load);
      return null;
    };
    const onError = vi.fn();
    render(
      <Catch onError={onError}>
        <Probe />
      </Catch>,
    );
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
  });
});
