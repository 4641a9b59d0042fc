import { describe, expect, it } from 'vitest';
import { ProgressBar, progressLine } from './progress-bar';

describe('progressLine', () => {
  it('fills the bar in proportion and right-aligns the count', () => {
    expect(progressLine({ step: 'price list', done: 5, total: 20, what: '2026-04-02' }, 8)).toBe(
      'price list [##......]  5/20  2026-04-02',
    );
    expect(progressLine({ step: 'history', done: 0, total: 0, what: '' }, 4)).toBe('history [####] 0/0  ');
  });
});

describe('ProgressBar off a terminal', () => {
  it('writes a line at each tenth of a step and at its end, not at every update', () => {
    const lines: string[] = [];
    const stream = {
      isTTY: false,
      write: (text: string) => lines.push(text),
    } as unknown as NodeJS.WriteStream;
    const bar = new ProgressBar(stream);
    for (let done = 1; done <= 25; done++) bar.update({ step: 'history', done, total: 25, what: `S${done}` });
    // Tenths 0 (done 1-2), 1 (3-4), 2 (5-7), ... 9 (23-24), and the end at 25: 11 lines.
    expect(lines).toHaveLength(11);
    expect(lines[0]).toMatch(/^history \[#.{29}\] {2}1\/25 {2}S1\n$/);
    expect(lines.at(-1)).toBe(`history [${'#'.repeat(30)}] 25/25  S25\n`);
  });
});
