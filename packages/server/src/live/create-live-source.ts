import type { LiveConfig, NepseConfig } from '../config';
import type { MarketSnapshot } from '../market/market-snapshot';
import type { NepseLog } from '../nepse/nepse-auth';
import { NepseClient } from '../nepse/nepse-client';
import { NepseLiveSource } from '../nepse/nepse-live-source';
import type { LiveSource } from './live-source';
import { MarketSimulator } from './market-simulator';

/**
 * The live source the configuration names: the simulator (ticking once per poll interval of market time), or
 * NEPSE's live market at the configured base address, its token module's hash logged to `log`.
 */
export function createLiveSource(
  config: LiveConfig,
  seed: number,
  market: () => MarketSnapshot,
  now: () => Date,
  nepse: NepseConfig,
  log: NepseLog,
): LiveSource {
  if (config.source === 'nepse') {
    return new NepseLiveSource(
      new NepseClient({ baseUrl: nepse.baseUrl, log, requestTimeoutMs: config.timeoutMs }),
    );
  }
  return new MarketSimulator(market, { seed, tickMs: config.pollMs, anyHour: config.anyHour, now });
}
