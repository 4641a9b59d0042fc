import {
  API_PATHS,
  backtestResponseSchema,
  defaultStrategy,
  sectorBacktestResponseSchema,
} from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { hasNepseData, NEPSE_DATA_DIR, realDataTitle } from '../../../core/test-support/nepse-data';
import { importedTestApp, useTestApp } from '../../test-support/app';

// The real NEPSE data: its index file ends on 6 February 2025 while prices go on, so a run past that day has no
// stored index covering it and is measured against the equal-weight index of its universe.

/** Importing the whole real market takes a while. */
const SETUP_MS = 180_000;

const RULES = { buyStrategy: defaultStrategy('buy'), sellStrategy: defaultStrategy('sell') };

describe.skipIf(!hasNepseData)(realDataTitle('the benchmark of back-tests on the real NEPSE data'), () => {
  const app = useTestApp(() => importedTestApp([NEPSE_DATA_DIR], { skipInvalid: true }), SETUP_MS);

  const post = async (url: string, body: object) => {
    const res = await app().inject({ method: 'POST', url, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('measures a run inside the index file against the NEPSE index', async () => {
    const body = { ...RULES, stockSymbol: 'NABIL', from: '2024-01-01', to: '2025-01-31' };
    const [summary] = backtestResponseSchema.parse(await post(API_PATHS.backtest, body));
    expect(summary!.benchmark?.name).toBe('NEPSE index');
    // NABIL is a large bank: its moves follow the index's.
    expect(summary!.benchmark!.correlation).not.toBeNull();
  });

  it('measures a run past 6 February 2025 against the equal-weight index of every listed equity', async () => {
    const body = { ...RULES, stockSymbol: 'NABIL', from: '2024-06-01', to: '2025-06-30' };
    const [summary] = backtestResponseSchema.parse(await post(API_PATHS.backtest, body));
    const name = summary!.benchmark?.name ?? '';
    expect(name).toMatch(/^Equal-weight index of all listed equities \(\d+ stocks\)$/);
    expect(Number(/\((\d+) stocks\)/.exec(name)?.[1])).toBeGreaterThan(100);
    expect(summary!.equity_curve.benchmark_values).toHaveLength(summary!.equity_curve.dates.length);
  });

  it("measures a sector's stocks past the index file against the sector's equal-weight index", async () => {
    const body = { ...RULES, sector: '1', from: '2024-06-01', to: '2025-06-30' };
    const briefs = sectorBacktestResponseSchema.parse(await post(API_PATHS.backtestSector, body));
    expect(briefs.length).toBeGreaterThan(10);
    for (const brief of briefs) {
      if (brief.sessions === 0) continue;
      expect(brief.benchmark?.name).toMatch(/^Equal-weight index of Commercial Bank \(\d+ stocks\)$/);
    }
  });
});
