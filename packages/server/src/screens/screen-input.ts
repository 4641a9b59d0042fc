import { NEPSE_SECTOR_ID, SECTORS } from '@nepse/contract';
import { epochDay, type ScreenMarket, type ScreenSymbol } from '@nepse/core';
import type { MarketSnapshot } from '../market/market-snapshot';
import type { ScreenInput } from './screen-definition';

/**
 * The screens' universe: the listed equities (the "NEPSE" sector: no mutual funds, debentures or promoter
 * shares), each with adjusted and traded bars, on the latest session any symbol traded.
 */
export function screenInput(snapshot: MarketSnapshot): ScreenInput {
  const symbols: ScreenSymbol[] = [];
  for (const symbol of snapshot.symbolsOfSector(NEPSE_SECTOR_ID)) {
    const adjusted = snapshot.bars(symbol, 'adjusted');
    const traded = snapshot.bars(symbol, 'raw');
    if (adjusted && traded) symbols.push({ symbol, adjusted, traded });
  }
  const latestDay = snapshot.latestDate === null ? Number.NaN : epochDay(snapshot.latestDate);
  return { market: { latestDay, symbols }, snapshot };
}

/** The name of the symbol's sector in the spec's sector list, or null when it has none. */
export function sectorNameOf(snapshot: MarketSnapshot, symbol: string): string | null {
  const sectorId = snapshot.security(symbol)?.sectorId ?? null;
  return SECTORS.find((s) => s.id === sectorId)?.name ?? null;
}

/** A screen that lists core's rows as they are, each with its symbol's sector (for the page's sector filter). */
export function withSectors<Row extends { symbol: string }>(
  rule: (market: ScreenMarket) => Row[],
): (input: ScreenInput) => (Row & { sector: string | null })[] {
  return ({ market, snapshot }) =>
    rule(market).map((row) => ({ ...row, sector: sectorNameOf(snapshot, row.symbol) }));
}
