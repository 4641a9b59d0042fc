import { describe, expect, it } from 'vitest';
import { RunScheduler } from './run-scheduler';

/** Every chunk the scheduler hands out until it has none, as `run:chunk`. */
function drain(scheduler: RunScheduler<string>): string[] {
  const order: string[] = [];
  for (let next = scheduler.next(); next; next = scheduler.next()) order.push(`${next.run}:${next.chunk}`);
  return order;
}

const roomy = { maxRuns: 10, runsPerClient: 10 };

/** `n` chunks of equal cost. */
const chunks = (n: number) => Array<number>(n).fill(1);

describe('run scheduler', () => {
  it('hands out chunks one run at a time, round-robin', () => {
    const scheduler = new RunScheduler<string>(roomy);
    scheduler.add('A', 'a', chunks(3));
    scheduler.add('B', 'b', chunks(1));
    scheduler.add('C', 'c', chunks(2));
    expect(drain(scheduler)).toEqual(['A:0', 'B:0', 'C:0', 'A:1', 'C:1', 'A:2']);
  });

  it('hands out by work: a run of cheap chunks takes several turns for one costly chunk of another', () => {
    const scheduler = new RunScheduler<string>(roomy);
    scheduler.add('HEAVY', 'a', [30, 30, 30]);
    scheduler.add('LIGHT', 'b', [10, 10, 10, 10, 0]);
    // HEAVY is given 30, then LIGHT catches up 10 at a time (a tie goes to the run whose turn is next), and its
    // free last chunk comes at once.
    expect(drain(scheduler)).toEqual([
      'HEAVY:0',
      'LIGHT:0',
      'LIGHT:1',
      'LIGHT:2',
      'HEAVY:1',
      'LIGHT:3',
      'LIGHT:4',
      'HEAVY:2',
    ]);
  });

  it('lets a run that joins late start level with the others, not ahead by all they were given', () => {
    const scheduler = new RunScheduler<string>(roomy);
    scheduler.add('A', 'a', [5, 5, 5, 5]);
    expect([scheduler.next(), scheduler.next()].map((n) => n?.chunk)).toEqual([0, 1]);
    scheduler.add('B', 'b', [5, 5]);
    // A was given 10 alone; B starts at 10 too, so they alternate from A, whose turn it was.
    expect(drain(scheduler)).toEqual(['A:2', 'B:0', 'A:3', 'B:1']);
  });

  it('takes a run that comes later into the turn after those already there', () => {
    const scheduler = new RunScheduler<string>(roomy);
    scheduler.add('A', 'a', chunks(4));
    scheduler.add('B', 'b', chunks(4));
    expect([scheduler.next(), scheduler.next(), scheduler.next()]).toEqual([
      { run: 'A', chunk: 0 },
      { run: 'B', chunk: 0 },
      { run: 'A', chunk: 1 },
    ]);
    scheduler.add('C', 'c', chunks(2));
    expect(drain(scheduler)).toEqual(['B:1', 'C:0', 'A:2', 'B:2', 'C:1', 'A:3', 'B:3']);
  });

  it('keeps the turn where it was when a run leaves', () => {
    const scheduler = new RunScheduler<string>(roomy);
    for (const run of ['A', 'B', 'C']) scheduler.add(run, run, chunks(3));
    expect([scheduler.next()?.run, scheduler.next()?.run]).toEqual(['A', 'B']);
    // A leaves before C's turn: C is still next, then B.
    scheduler.remove('A');
    expect(drain(scheduler)).toEqual(['C:0', 'B:1', 'C:1', 'B:2', 'C:2']);
  });

  it("queues a client's runs beyond its limit and serves the next when one leaves", () => {
    const scheduler = new RunScheduler<string>({ maxRuns: 10, runsPerClient: 1 });
    expect(scheduler.add('X1', 'x', chunks(2))).toBe('served');
    expect(scheduler.add('X2', 'x', chunks(2))).toBe('waiting');
    expect(scheduler.add('Y1', 'y', chunks(2))).toBe('served');
    expect(scheduler.counts()).toEqual({ served: 2, waiting: 1 });
    // X2 gets nothing while X1 is held, even once X1 has handed out every chunk.
    expect(drain(scheduler)).toEqual(['X1:0', 'Y1:0', 'X1:1', 'Y1:1']);
    scheduler.remove('Y1');
    expect(drain(scheduler)).toEqual([]);
    scheduler.remove('X1');
    expect(scheduler.counts()).toEqual({ served: 1, waiting: 0 });
    expect(drain(scheduler)).toEqual(['X2:0', 'X2:1']);
  });

  it('lets a waiting run go without serving it', () => {
    const scheduler = new RunScheduler<string>({ maxRuns: 10, runsPerClient: 1 });
    scheduler.add('X1', 'x', chunks(1));
    scheduler.add('X2', 'x', chunks(1));
    scheduler.add('X3', 'x', chunks(1));
    scheduler.remove('X2');
    scheduler.remove('X1');
    expect(drain(scheduler)).toEqual(['X3:0']);
  });

  it('refuses a run past the runs it may hold, served or waiting', () => {
    const scheduler = new RunScheduler<string>({ maxRuns: 2, runsPerClient: 1 });
    expect(scheduler.add('X1', 'x', chunks(1))).toBe('served');
    expect(scheduler.add('X2', 'x', chunks(1))).toBe('waiting');
    expect(scheduler.add('Y1', 'y', chunks(1))).toBe('full');
    scheduler.remove('X1');
    expect(scheduler.add('Y1', 'y', chunks(1))).toBe('served');
  });
});
