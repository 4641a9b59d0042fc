import { describe, expect, it } from 'vitest';
import { sessionRuns } from './session-runs';

describe('sessionRuns', () => {
  it('groups flagged sessions into runs of consecutive sessions, not calendar days', () => {
    const dates = ['2018-02-13', '2018-02-14', '2018-02-15', '2018-02-18', '2018-02-19', '2018-02-20'];
    // 2018-02-15 and 2018-02-18 are consecutive sessions although three days apart.
    expect(sessionRuns(dates, ['2018-02-13', '2018-02-15', '2018-02-18', '2018-02-20'])).toEqual([
      { from: '2018-02-13', to: '2018-02-13', sessions: 1 },
      { from: '2018-02-15', to: '2018-02-18', sessions: 2 },
      { from: '2018-02-20', to: '2018-02-20', sessions: 1 },
    ]);
    expect(sessionRuns(dates, [])).toEqual([]);
    expect(sessionRuns(dates, ['2018-02-16'])).toEqual([]);
  });
});
