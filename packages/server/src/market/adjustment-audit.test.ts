import { describe, expect, it } from 'vitest';
import { closeSessions } from '../../../core/test-support/daily-bars';
import { auditAdjustments } from './adjustment-audit';

describe('auditAdjustments', () => {
  it('lists a session where two factors meet', () => {
    // EDBL 2020-05-12 under calendar-day matching: 375 / (1.171 x 1.1718) = 273.29, then 314 (+14.90 %).
    const adjusted = closeSessions([
      ['2020-03-19', 375 / (1.171 * 1.1718)],
      ['2020-05-12', 314],
    ]);
    const findings = auditAdjustments('EDBL', adjusted, [
      { index: 1, factor: 1.171 },
      { index: 1, factor: 1.1718 },
    ]);
    expect(findings.map((f) => [f.date, f.problem, f.factors])).toEqual([
      ['2020-05-12', 'two factors', [1.171, 1.1718]],
      ['2020-05-12', 'beyond the band', [1.171, 1.1718]],
    ]);
    expect(findings[0]?.changePercent).toBeCloseTo(14.897, 3);
  });

  it('lists an event session beyond the band plus 0.5 %, 10 % until 2026-04-19 and 15 % from 2026-04-20', () => {
    const one = (rows: [string, number][]) =>
      auditAdjustments('X', closeSessions(rows), [{ index: 1, factor: 1.1 }]).map((f) => f.problem);
    expect(
      one([
        ['2026-04-16', 100],
        ['2026-04-19', 110.4],
      ]),
    ).toEqual([]);
    expect(
      one([
        ['2026-04-16', 100],
        ['2026-04-19', 89.6],
      ]),
    ).toEqual([]);
    expect(
      one([
        ['2026-04-16', 100],
        ['2026-04-19', 110.6],
      ]),
    ).toEqual(['beyond the band']);
    expect(
      one([
        ['2026-04-16', 100],
        ['2026-04-19', 89.4],
      ]),
    ).toEqual(['beyond the band']);
    expect(
      one([
        ['2026-04-19', 100],
        ['2026-04-20', 115.4],
      ]),
    ).toEqual([]);
    expect(
      one([
        ['2026-04-19', 100],
        ['2026-04-20', 115.6],
      ]),
    ).toEqual(['beyond the band']);
  });

  it('looks only at event sessions from 2018-02-19', () => {
    const adjusted = closeSessions([
      ['2018-02-15', 100],
      ['2018-02-18', 130],
      ['2018-02-19', 170],
      ['2018-02-20', 230],
    ]);
    // Session 1 (before 2018-02-19) and session 3 (no event) move far; only session 2 is an event from then.
    const findings = auditAdjustments('X', adjusted, [
      { index: 1, factor: 1.2 },
      { index: 1, factor: 1.2 },
      { index: 2, factor: 1.3 },
    ]);
    expect(findings.map((f) => [f.date, f.problem])).toEqual([['2018-02-19', 'beyond the band']]);
  });
});
