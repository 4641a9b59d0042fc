import type { AppSearchResult, AppStatsResponse, DailyDownloads, PlayProvenance } from '@nepse/contract';

/** What a source knows of one app: the app stats response without the parts the server adds. */
export type PlayAppDetails = Omit<AppStatsResponse, 'daily_downloads' | 'provenance' | 'tracked'> & {
  /** A daily series of the source's own (the demo catalogue's), served instead of the snapshot store's. */
  ownSeries?: DailyDownloads[];
};

/** Where Play Store answers come from: the real store, recorded fixtures, or the demo catalogue. */
export interface PlaySource {
  readonly provenance: PlayProvenance;
  search(term: string): Promise<AppSearchResult[]>;
  /** The app's details; null when the store has no such app (unknown or delisted). */
  details(packageName: string): Promise<PlayAppDetails | null>;
}

/** The store failed or answered something we cannot read; the route answers 502 with this message. */
export class UpstreamError extends Error {}
