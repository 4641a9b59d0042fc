import type { LiveConfig } from '../config';
import type { MarketSnapshot } from '../market/market-snapshot';
import type { LiveSource } from './live-source';
import { MarketSimulator } from './market-simulator';

/** The live source the configuration names; the simulator ticks once per poll interval of market time. */
export function createLiveSource(
  config: LiveConfig,
  seed: number,
  market: () => MarketSnapshot,
  now: () => Date,
): LiveSource {
  return new MarketSimulator(market, { seed, tickMs: config.pollMs, anyHour: config.anyHour, now });
}
