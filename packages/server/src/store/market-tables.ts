import type { TableWrite } from './bulk-upsert';

/** The bulk-write shapes of the market tables (columns in the order the writers pass them). */
export const SECURITIES: TableWrite = {
  table: 'securities',
  columns: [
    { name: 'symbol', pgType: 'text' },
    { name: 'name', pgType: 'text' },
    { name: 'sector', pgType: 'text' },
    { name: 'nepse_id', pgType: 'int4' },
    { name: 'instrument_type', pgType: 'text' },
    { name: 'status', pgType: 'text' },
  ],
  key: ['symbol'],
  onConflict: 'update',
};

/** Securities that a data file names without describing them: added when missing, never overwriting. */
export const PLACEHOLDER_SECURITIES: TableWrite = { ...SECURITIES, onConflict: 'keep' };

export const PRICES: TableWrite = {
  table: 'prices',
  columns: [
    { name: 'security_id', pgType: 'int4' },
    { name: 'day', pgType: 'int4' },
    { name: 'open', pgType: 'float8' },
    { name: 'high', pgType: 'float8' },
    { name: 'low', pgType: 'float8' },
    { name: 'close', pgType: 'float8' },
    { name: 'volume', pgType: 'float8' },
    { name: 'turnover', pgType: 'float8' },
    { name: 'no_open', pgType: 'int4' },
  ],
  key: ['security_id', 'day'],
  onConflict: 'update',
};

export const CORPORATE_ACTIONS: TableWrite = {
  table: 'corporate_actions',
  columns: [
    { name: 'security_id', pgType: 'int4' },
    { name: 'kind', pgType: 'text' },
    { name: 'day', pgType: 'int4' },
    { name: 'fiscal_year', pgType: 'text' },
    { name: 'bonus_percent', pgType: 'float8' },
    { name: 'right_percent', pgType: 'float8' },
    { name: 'right_price', pgType: 'float8' },
    { name: 'cash_dividend_percent', pgType: 'float8' },
    { name: 'adjustment_factor', pgType: 'float8' },
  ],
  key: ['security_id', 'kind', 'day', 'fiscal_year'],
  onConflict: 'update',
};

export const INDEX_HISTORY: TableWrite = {
  table: 'index_history',
  columns: [
    { name: 'day', pgType: 'int4' },
    { name: 'open', pgType: 'float8' },
    { name: 'high', pgType: 'float8' },
    { name: 'low', pgType: 'float8' },
    { name: 'close', pgType: 'float8' },
    { name: 'turnover', pgType: 'float8' },
  ],
  key: ['day'],
  onConflict: 'update',
};

export const SECTOR_INDEX_HISTORY: TableWrite = {
  table: 'sector_index_history',
  columns: [
    { name: 'sector', pgType: 'text' },
    { name: 'day', pgType: 'int4' },
    { name: 'close', pgType: 'float8' },
  ],
  key: ['sector', 'day'],
  onConflict: 'update',
};
