import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { epochDay } from '../src/dates';
import type { Bars } from '../src/series';

/** The real NEPSE data shared beside the project (never copied into it); NEPSE_DATA_DIR overrides. */
export const NEPSE_DATA_DIR = path.resolve(
  process.env.NEPSE_DATA_DIR ?? path.join(import.meta.dirname, '../../../../shared/data/nepse'),
);

/** True when the real data is present; tests that need it skip with `NEPSE_DATA_MISSING` otherwise. */
export const hasNepseData = existsSync(path.join(NEPSE_DATA_DIR, 'prices_daily.csv.gz'));
export const NEPSE_DATA_MISSING = `real NEPSE data not found at ${NEPSE_DATA_DIR} (set NEPSE_DATA_DIR)`;

/** A title for tests of the real data: it says why they skip when the data is missing. */
export function realDataTitle(title: string): string {
  return hasNepseData ? title : `${title} (${NEPSE_DATA_MISSING})`;
}

let cached: Map<string, Bars> | undefined;

/**
 * Every symbol's raw (unadjusted, unrepaired) daily bars from `prices_daily.csv.gz`, oldest first, as the file
 * has them. Parsed once per test process.
 */
export function loadNepseBars(): Map<string, Bars> {
  if (cached) return cached;
  const text = gunzipSync(readFileSync(path.join(NEPSE_DATA_DIR, 'prices_daily.csv.gz'))).toString('utf8');
  const rows = new Map<string, string[][]>();
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const cells = line.split(',');
    const symbol = cells[0] ?? '';
    let list = rows.get(symbol);
    if (!list) {
      list = [];
      rows.set(symbol, list);
    }
    list.push(cells);
  }
  cached = new Map();
  for (const [symbol, list] of rows) {
    list.sort((a, b) => ((a[1] ?? '') < (b[1] ?? '') ? -1 : 1));
    const n = list.length;
    const bars: Bars = {
      date: new Int32Array(n),
      open: new Float64Array(n),
      high: new Float64Array(n),
      low: new Float64Array(n),
      close: new Float64Array(n),
      volume: new Float64Array(n),
    };
    list.forEach((cells, j) => {
      bars.date[j] = epochDay(cells[1] ?? '');
      bars.open[j] = Number(cells[2]);
      bars.high[j] = Number(cells[3]);
      bars.low[j] = Number(cells[4]);
      bars.close[j] = Number(cells[5]);
      bars.volume[j] = Number(cells[6]);
    });
    cached.set(symbol, bars);
  }
  return cached;
}
