import type { Generated } from 'kysely';

/**
 * The store's tables. Dates are stored as day numbers (days since 1970-01-01, as `Bars.date` in @nepse/core)
 * so that the market cache copies them into typed arrays without parsing.
 */
export interface StoreSchema {
  securities: SecuritiesTable;
  prices: PricesTable;
  corporate_actions: CorporateActionsTable;
  index_history: IndexHistoryTable;
  sector_index_history: SectorIndexHistoryTable;
  data_version: DataVersionTable;
  play_tracked_apps: PlayTrackedAppsTable;
  play_snapshots: PlaySnapshotsTable;
  access_keys: AccessKeysTable;
}

export interface SecuritiesTable {
  /** Our security id (the stock list's `id`). */
  id: Generated<number>;
  symbol: string;
  name: string;
  /** NEPSE's sector name; null when unknown. */
  sector: string | null;
  nepse_id: number | null;
  instrument_type: string;
  /** A active, D delisted, S suspended. */
  status: string;
}

/** Raw (unadjusted) daily prices. */
export interface PricesTable {
  security_id: number;
  day: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  turnover: number | null;
  /** 1 where the open is not a real print (the open keeps its number); 0 otherwise. */
  no_open: Generated<number>;
}

/** What a corporate-action row is: an action as declared, or an explicit price-adjustment factor on a day. */
export type CorporateActionKind = 'declared' | 'adjustment';

export interface CorporateActionsTable {
  id: Generated<number>;
  security_id: number;
  kind: CorporateActionKind;
  /** Book-closure day (declared) or the day the adjustment applies to (adjustment). */
  day: number;
  /** Nepali fiscal year; '' when unknown (part of the natural key, so never null). */
  fiscal_year: string;
  bonus_percent: number;
  right_percent: number;
  right_price: number;
  cash_dividend_percent: number;
  /** Explicit back-adjustment factor (kind `adjustment`); null for declared actions. */
  adjustment_factor: number | null;
}

export interface IndexHistoryTable {
  day: number;
  open: number;
  high: number;
  low: number;
  close: number;
  turnover: number | null;
}

/**
 * One close of a sector's own index (NEPSE's sub-index of the sector, or the demo market's): `sector` is the spec
 * sector's id (contract `SECTORS`, e.g. '4' for Hydro Power), never NEPSE's nor "no sector".
 */
export interface SectorIndexHistoryTable {
  sector: string;
  day: number;
  close: number;
}

/** What the store holds: nothing yet, the generated demo market, or imported data. */
export type DataKind = 'empty' | 'demo' | 'imported';

/** One row (id 1) whose `version` moves on every write that changes something. */
export interface DataVersionTable {
  id: number;
  version: number;
  kind: DataKind;
  /** What the data is, in words (demo seed and end date, or the files of the last import). */
  description: string;
  /** ISO timestamp of the last change. */
  updated_at: string;
}

/** An app registered for Play Store tracking (`POST /playstats/apps/`). */
export interface PlayTrackedAppsTable {
  package_name: string;
  display_name: string;
  developer: string | null;
  /** Always `google_play`. */
  store: string;
  /** ISO timestamp of the registration. */
  tracked_since: string;
}

/** One daily snapshot of a tracked app's install counter; only the real store's figures are ever written here. */
export interface PlaySnapshotsTable {
  package_name: string;
  /** Nepal calendar day, days since 1970-01-01. */
  day: number;
  installs: number;
  /** `exact` (the store's exact counter) or `floor` (its rounded lower bound). */
  installs_kind: string;
  rating: number | null;
  /** ISO timestamp of the reading. */
  taken_at: string;
}

/** Trial keys last TRIAL_DAYS; full keys last as long as they were issued for, or for ever. */
export type AccessKeyKind = 'trial' | 'full';

/** An access key as stored: its public id and the SHA-256 of its secret (hex), never the key itself. */
export interface AccessKeysTable {
  id: string;
  secret_hash: string;
  label: string;
  kind: AccessKeyKind;
  /** ISO timestamps; `expires_at` null never expires, `revoked_at` null is not revoked. */
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
}
