import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartBuildQueue } from './chart-build-queue';

describe('chartBuildQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds one chart a frame, in the order asked, and leaves out one taken back', () => {
    const built: string[] = [];
    const buildInTurn = chartBuildQueue();
    buildInTurn(() => built.push('price'));
    const takeBack = buildInTurn(() => built.push('levels'));
    buildInTurn(() => built.push('equity'));
    expect(built).toEqual([]);
    takeBack();
    // The first waits for a task of its own; the next for the frame that paints the one before it, then a task.
    vi.advanceTimersByTime(1);
    expect(built).toEqual(['price']);
    vi.advanceTimersByTime(1);
    expect(built).toEqual(['price']);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(built).toEqual(['price', 'equity']);
    vi.runAllTimers();
    expect(built).toEqual(['price', 'equity']);
  });
});
