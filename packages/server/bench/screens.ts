// `npm run bench -w @nepse/server` (screens part): on the real data set, the time to compute every registered
// screen once (what a new data version costs), and the requests per second of a cached screen endpoint
// against a bare Fastify route sending the same bytes, measured with autocannon in the same run.
import { screenPath } from '@nepse/contract';
import type { MarketLog } from '../src/market/market-cache';
import { encode, ScreenAnswers } from '../src/screens/screen-answers';
import { screenInput } from '../src/screens/screen-input';
import { SCREENS } from '../src/screens/screens';
import { compareWithBareRoute, median } from './app-against-bare';
import { withRealDataApp } from './real-data-app';

const COMPUTE_RUNS = 21;
const quiet: MarketLog = { info: () => {}, warn: () => {}, error: () => {} };

function timeMs(run: () => unknown, runs = COMPUTE_RUNS): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

await withRealDataApp('screens', async (app) => {
  const snapshot = app.market.current;
  const input = screenInput(snapshot);
  console.log(
    `\nScreens on the real data (${input.market.symbols.length} listed equities, latest session ${snapshot.latestDate}); median of ${COMPUTE_RUNS} runs`,
  );
  for (const screen of SCREENS) {
    const ms = timeMs(() => screen.schema.parse(screen.compute(input)));
    const body = JSON.stringify(screen.compute(input));
    console.log(
      `  ${screen.name.padEnd(28)} ${ms.toFixed(2).padStart(8)} ms  ${body.length.toLocaleString('en')} bytes`,
    );
  }
  const all = timeMs(() => {
    const fresh = screenInput(snapshot);
    for (const screen of SCREENS) screen.schema.parse(screen.compute(fresh));
  });
  const answers = new ScreenAnswers(SCREENS, quiet);
  const prepared: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await answers.prepare(snapshot);
    prepared.push(performance.now() - started);
  }
  console.log(
    `  all screens computed and checked: ${all.toFixed(2)} ms; with encoding and compression: ${median(prepared).toFixed(1)} ms`,
  );

  // The bare route sends exactly the bytes the app's screen route sends to a browser (Volume Shockers, as before
  // the registry followed the manifest's order).
  const measured = SCREENS.find((screen) => screen.path === screenPath('volumeShockers'));
  const path = measured?.path ?? '';
  const answer = await encode(JSON.stringify(measured?.compute(input)));
  await compareWithBareRoute(await app.listen({ port: 0, host: '127.0.0.1' }), path, answer);
});
