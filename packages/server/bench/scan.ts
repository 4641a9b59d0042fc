// `npm run bench -w @nepse/server` (scan part): on the real data set, a whole-market scan of the latest session
// (core's scan alone, and the route end to end through inject) against Volume Shockers' own compute time in the
// same run (and the Candlestick Patterns screen's, the cost of any scan with a pattern condition: both detect the
// patterns over each stock's history). The scan of volume-ratio 2, 7 is the screen's own question; the other scans
// add indicator rules and patterns, which read each stock's whole history.
import { API_PATHS, engineRuleOf, parseScanRequest, type ScanRequest, screenPath } from '@nepse/contract';
import { epochDay, scan } from '@nepse/core';
import { keptLatestPatterns, warmLatestPatterns } from '../src/scan/kept-latest-patterns';
import { scanSymbols } from '../src/scan/scan-symbols';
import { screenInput } from '../src/screens/screen-input';
import { SCREENS } from '../src/screens/screens';
import { median } from './app-against-bare';
import { withRealDataApp } from './real-data-app';

const RUNS = 21;

function timeMs(run: () => unknown, runs = RUNS): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

const SCANS: readonly [string, ScanRequest][] = [
  [
    'volume-ratio 2, 7 (Volume Shockers)',
    { conditions: [{ filter: 'volume-ratio', multiple: 2, sessions: 7 }] },
  ],
  [
    'price, turnover, near-high, range-width',
    {
      conditions: [
        { filter: 'price', min: 100 },
        { filter: 'turnover', min: 1_000_000 },
        { filter: 'near-high', percent: 10, sessions: 250 },
        { filter: 'range-width', percent: 15, sessions: 20 },
      ],
      match: 'any',
    },
  ],
  [
    'RSI 14 > 50 and volume-ratio 1.5, 20',
    {
      conditions: [
        { name: 'RSI', condition: '>', rsi_length: 14, rsi_value: 50, source: 'close' },
        { filter: 'volume-ratio', multiple: 1.5, sessions: 20 },
      ],
      match: 'any',
    },
  ],
  [
    'MACD, SMA 200, any bullish pattern (any)',
    {
      conditions: [
        { name: 'MACD', condition: '>' },
        { name: 'SMA', condition: '>', value: 200 },
        { name: 'Bullish', general_pattern: true },
      ],
      match: 'any',
    },
  ],
];

await withRealDataApp('scan', async (app) => {
  const snapshot = app.market.current;
  const input = screenInput(snapshot);
  const shockers = SCREENS.find((s) => s.path === screenPath('volumeShockers'));
  if (!shockers) throw new Error('no Volume Shockers screen');
  const screenMs = timeMs(() => shockers.compute(input));
  // A scan with a pattern detects patterns over each stock's history, as the Candlestick Patterns screen does.
  const patterns = SCREENS.find((s) => s.path === screenPath('candlestickPatterns'));
  if (!patterns) throw new Error('no Candlestick Patterns screen');
  const patternsMs = timeMs(() => patterns.compute(input), 5);
  // What the first pattern scan of a data version paid before the masks were warmed as the snapshot is prepared.
  const warmMs = timeMs(() => warmLatestPatterns(keptLatestPatterns(), snapshot), 5);
  const day = epochDay(snapshot.latestDate ?? '');
  const symbols = scanSymbols(
    snapshot,
    input.market.symbols.map((s) => s.symbol),
  );
  console.log(
    `\nScans of the latest session (${snapshot.latestDate}) over ${symbols.length} listed equities; median of ${RUNS} runs`,
  );
  console.log(`  Volume Shockers screen compute       ${screenMs.toFixed(2).padStart(8)} ms`);
  console.log(`  Candlestick Patterns screen compute  ${patternsMs.toFixed(2).padStart(8)} ms`);
  console.log(`  pattern masks warmed per data version ${warmMs.toFixed(2).padStart(7)} ms`);
  for (const [label, body] of SCANS) {
    const read = parseScanRequest(body);
    if (!read.ok) throw new Error(read.error);
    const conditions = read.value.conditions.map((c) => engineRuleOf(c, 'buy'));
    const rows = scan(symbols, { day, conditions, match: read.value.match }).length;
    const coreMs = timeMs(() => scan(symbols, { day, conditions, match: read.value.match }));
    // The app warms each stock's latest pattern masks as a data version is prepared: the first request is warm too.
    const started = performance.now();
    const first = await app.inject({ method: 'POST', url: API_PATHS.scan, payload: body });
    const firstMs = performance.now() - started;
    if (first.statusCode !== 200) throw new Error(first.body);
    const routeTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: API_PATHS.scan, payload: body });
      routeTimes.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(res.body);
    }
    console.log(
      `  ${label.padEnd(42)} core ${coreMs.toFixed(2).padStart(7)} ms  route ${median(routeTimes).toFixed(2).padStart(7)} ms (first ${firstMs.toFixed(1)} ms)  ${rows} stocks  (core ${(coreMs / screenMs).toFixed(1)} x the screen)`,
    );
  }
});
