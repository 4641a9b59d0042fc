// `node --import tsx packages/server/bench/demo-market.ts`: generation of the demo market (the
// server's first start on an empty store) for the default seed up to the last completed session, five runs
// after a warm-up, wall and CPU time (the machine may be shared), with the size of what was generated.
import { isoDate } from '@nepse/core';
import { generateDemoMarket } from '../src/demo/generate-demo-market';
import { lastCompletedSession } from '../src/market/trading-calendar';

const RUNS = 5;
const seed = 20_160_101;
const endDate = isoDate(lastCompletedSession(new Date()));

generateDemoMarket({ seed, endDate });
const wall: number[] = [];
const cpu: number[] = [];
let bars = 0;
let symbols = 0;
let sessions = 0;
for (let run = 0; run < RUNS; run++) {
  const used = process.cpuUsage();
  const started = performance.now();
  const market = generateDemoMarket({ seed: seed + run, endDate });
  wall.push(performance.now() - started);
  const spent = process.cpuUsage(used);
  cpu.push((spent.user + spent.system) / 1000);
  symbols = market.prices.length;
  sessions = market.index.length;
  bars = market.prices.reduce((sum, p) => sum + p.bars.close.length, 0);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
console.log(`demo market to ${endDate}: ${symbols} symbols, ${sessions} sessions, ${bars} bars`);
console.log(
  `generation, median of ${RUNS}: ${median(wall).toFixed(0)} ms wall, ${median(cpu).toFixed(0)} ms cpu ` +
    `(${((median(cpu) * 1e6) / bars).toFixed(0)} ns cpu a bar; target: well under 2,000 ms)`,
);
