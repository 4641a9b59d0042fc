import { describe, expect, it } from 'vitest';
import { defaultStrategy } from './strategy-rule';
import { cellValues, parseSweepRequest, sweepCellRequests } from './sweep-request';

const base = {
  stockSymbol: 'NABIL',
  from: '2020-01-01',
  to: '2024-12-31',
  buyStrategy: [
    ...defaultStrategy('buy'),
    { name: 'RSI', condition: '>', rsi_length: '14', rsi_value: '50' },
  ],
  sellStrategy: defaultStrategy('sell'),
  statistic: 'profit_percentage',
};
const smaPeriod = { side: 'buy', rule: 0, field: 'value', from: 10, to: 50, step: 10 };
const stopLoss = { side: 'exit', field: 'stopLossPercent', from: '2', to: '6', step: '2' };

const errorOf = (body: unknown) => {
  const r = parseSweepRequest(body);
  return r.ok ? undefined : r.error;
};

describe('reading a sweep request', () => {
  it('reads two fields into their grids, labelled as the page shows them', () => {
    const r = parseSweepRequest({ ...base, sweep: [smaPeriod, stopLoss] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.axes).toEqual([
      {
        side: 'buy',
        rule: 0,
        field: 'value',
        label: 'Buy rule 1 (SMA): Period',
        values: [10, 20, 30, 40, 50],
      },
      { side: 'exit', rule: null, field: 'stopLossPercent', label: 'Stop-loss %', values: [2, 4, 6] },
    ]);
    expect(r.value.walkForward).toBeNull();
  });

  it("puts each cell's values in its request, first field slowest", () => {
    const r = parseSweepRequest({ ...base, sweep: [smaPeriod, stopLoss] });
    if (!r.ok) throw new Error(r.error);
    const cells = sweepCellRequests(r.value);
    expect(cells).toHaveLength(15);
    expect(cellValues(r.value.axes, 4)).toEqual([20, 4]);
    const cell = cells[4]!;
    expect(cell.buy[0]).toMatchObject({ kind: 'indicator', name: 'SMA', params: { value: 20 } });
    expect(cell.stopLossPercent).toBe(4);
    // The other rules and the sweep's own request are left as they were.
    expect(cell.buy[1]).toBe(r.value.request.buy[1]);
    expect(r.value.request.buy[0]).toMatchObject({ params: { value: 20 } });
    expect(r.value.request.stopLossPercent).toBeNull();
    expect(cells[14]).toMatchObject({ stopLossPercent: 6, buy: [{ params: { value: 50 } }, {}] });
  });

  it('refuses a rule out of range, a field that is not a number field, and a bad step, naming them', () => {
    expect(errorOf({ ...base, sweep: [{ ...smaPeriod, rule: 2 }] })).toBe(
      'Sweep field 1: rule must be a position from 0 to 1 of the buy rules, got 2',
    );
    expect(errorOf({ ...base, sweep: [{ ...smaPeriod, field: 'source' }] })).toContain(
      '"source" is not a number field of Buy rule 1 (SMA); its number fields: value (Period)',
    );
    expect(errorOf({ ...base, sweep: [{ ...smaPeriod, step: 0 }] })).toBe(
      'Sweep field 1 (Buy rule 1 (SMA): Period): Step must be above 0, got 0',
    );
    expect(errorOf({ ...base, sweep: [{ ...stopLoss, field: 'stop' }] })).toContain(
      'an exit field is one of',
    );
    // A period must be a whole number: a step of 2.5 makes 12.5.
    expect(errorOf({ ...base, sweep: [{ ...smaPeriod, step: 2.5 }] })).toContain(
      'Period must be a whole number from 1 to 2000, and the grid holds 12.5',
    );
    expect(errorOf({ ...base, sweep: [{ ...stopLoss, to: 100 }] })).toContain(
      'Stop-loss must be above 0 and below 100',
    );
  });

  it('refuses more than 400 cells, no field or three, and a field swept twice', () => {
    const rsi = { side: 'buy', rule: 1, field: 'rsi_length', from: 2, to: 42, step: 1 };
    expect(errorOf({ ...base, sweep: [{ ...smaPeriod, from: 1, to: 11, step: 1 }, rsi] })).toBe(
      'The sweep holds 451 cells (11 x 41), more than 400; use larger steps or shorter ranges',
    );
    expect(errorOf({ ...base, sweep: [{ ...smaPeriod, from: 1, to: 401, step: 1 }] })).toContain(
      'more than 400 values',
    );
    expect(errorOf({ ...base, sweep: [] })).toContain('must hold 1 or 2 fields');
    expect(errorOf({ ...base, sweep: [smaPeriod, stopLoss, rsi] })).toContain('must hold 1 or 2 fields');
    expect(errorOf({ ...base, sweep: [smaPeriod, smaPeriod] })).toContain('is swept twice');
  });

  it('reads the walk-forward lengths and refuses ones that are not whole sessions', () => {
    const r = parseSweepRequest({
      ...base,
      sweep: [smaPeriod],
      walkForward: { inSample: '250', outOfSample: 60 },
    });
    expect(r.ok && r.value.walkForward).toEqual({ inSample: 250, outOfSample: 60 });
    expect(errorOf({ ...base, sweep: [smaPeriod], walkForward: { inSample: 0, outOfSample: 60 } })).toContain(
      'In-sample sessions (walkForward.inSample) must be a whole number',
    );
  });

  it('refuses what a back-test refuses, in its words, and an unknown statistic', () => {
    expect(errorOf({ ...base, from: 'soon', sweep: [smaPeriod] })).toContain('From (from) is not a date');
    expect(errorOf({ ...base, statistic: 'luck', sweep: [smaPeriod] })).toContain('statistic');
  });
});
