import type { PlaystatsConfig } from '../config';
import { DemoPlaySource } from './demo-play-source';
import { GooglePlaySource } from './google-play-source';
import type { PlaySource } from './play-source';
import { RecordedPlaySource } from './recorded-play-source';
import { nextSnapshotAt } from './snapshot-schedule';

const MINUTE = 60_000;

/** The Play Store source the configuration names: the demo catalogue (default), a recording, or the real store. */
export function createPlaySource(config: PlaystatsConfig, demoSeed: number, now: () => Date): PlaySource {
  switch (config.source) {
    case 'demo':
      return new DemoPlaySource(demoSeed, now);
    case 'recorded':
      return RecordedPlaySource.fromFile(config.recording);
    case 'live':
      return new GooglePlaySource({
        country: config.country,
        lang: config.lang,
        now,
        throttleMs: config.throttleMs,
        searchCacheMs: 5 * MINUTE,
        detailsExpiry: (at) => nextSnapshotAt(at, config.snapshotMinutes),
        firstBackoffMs: MINUTE,
        maxBackoffMs: 60 * MINUTE,
        timeoutMs: config.timeoutMs,
      });
  }
}
