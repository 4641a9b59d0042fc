import {
  equalWeightIndexName,
  NEPSE_INDEX_NAME,
  NEPSE_SECTOR_ID,
  NO_SECTOR_ID,
  SECTORS,
  sectorIndexName,
} from '@nepse/contract';
import { isoDate, type MarketSymbol, type MoverRow, marketOverview } from '@nepse/core';
import type { MarketSnapshot } from '../market/market-snapshot';
import type { ScreenCompute } from './screen-definition';
import { sectorNameOf } from './screen-input';

/** The stocks `symbols` names with their adjusted and traded bars and stored turnover. */
export function marketSymbols(snapshot: MarketSnapshot, symbols: readonly string[]): MarketSymbol[] {
  const out: MarketSymbol[] = [];
  for (const symbol of symbols) {
    const adjusted = snapshot.bars(symbol, 'adjusted');
    const traded = snapshot.bars(symbol, 'raw');
    const turnover = snapshot.turnover(symbol);
    if (adjusted && traded) out.push({ symbol, adjusted, traded, ...(turnover && { turnover }) });
  }
  return out;
}

const ALL_LISTED = 'all listed equities';

/**
 * `GET /api/market-overview`: core's market overview of the latest session over the listed equities and each spec
 * sector (its stored sub-index where the store has one reaching that session, else its members' equal-weight
 * index), with the indexes named as the back-test's benchmark names them. The stored NEPSE index is continued by
 * the equal-weight index of the listed equities where it ends before the prices (the real index file ends early).
 */
export const marketOverviewAnswer: ScreenCompute<'market'> = ({ market, snapshot }) => {
  if (snapshot.latestDate === null) throw new Error('the market has no sessions');
  const symbols = marketSymbols(snapshot, snapshot.symbolsOfSector(NEPSE_SECTOR_ID));
  const stored = snapshot.index();
  const sectors = SECTORS.filter((s) => s.id !== NO_SECTOR_ID && s.id !== NEPSE_SECTOR_ID).map((s) => {
    const subIndex = snapshot.sectorIndex(s.id);
    return {
      id: s.id,
      name: s.name,
      members: marketSymbols(snapshot, snapshot.symbolsOfSector(s.id)),
      ...(subIndex && { subIndex }),
    };
  });
  const overview = marketOverview({
    latestDay: market.latestDay,
    symbols,
    index: { date: stored.date, close: stored.close, turnover: stored.volume },
    sectors,
  });
  const { index } = overview;
  const n = index.date.length;
  const day = (k: number) => isoDate(index.date[k]!);
  const segments = [
    ...(index.storedSessions > 0
      ? [{ name: NEPSE_INDEX_NAME, from: day(0), to: day(index.storedSessions - 1) }]
      : []),
    ...(index.storedSessions < n
      ? [
          {
            name: `${equalWeightIndexName(ALL_LISTED, symbols.length)}, continuing the NEPSE index`,
            from: day(index.storedSessions),
            to: day(n - 1),
          },
        ]
      : []),
  ];
  const withSector = (row: MoverRow) => ({ ...row, sector: sectorNameOf(snapshot, row.symbol) });
  const finite = (x: number) => (Number.isFinite(x) ? x : null);
  return {
    date: isoDate(overview.day),
    index: {
      segments,
      dates: Array.from(index.date, isoDate),
      close: Array.from(index.close),
      // Shown in whole rupees: the paise would only lengthen the answer.
      turnover: Array.from(index.turnover, (t) => finite(Math.round(t))),
    },
    breadth: overview.breadth,
    newHighs: overview.newHighs,
    newLows: overview.newLows,
    smaShare: overview.smaShare.map(({ day: d, above50, above200 }) => ({
      date: isoDate(d),
      above50,
      above200,
    })),
    sectors: overview.sectors.map((s) => ({
      id: s.id,
      name: s.name,
      indexName: s.subIndex
        ? sectorIndexName(s.name)
        : equalWeightIndexName(s.name, sectors.find((x) => x.id === s.id)?.members.length ?? 0),
      close: finite(s.close),
      returns: s.returns,
      breadth: s.breadth,
      rotation: s.rotation.map((p) => ({ date: isoDate(p.day), strength: p.strength, momentum: p.momentum })),
    })),
    movers: {
      gainers: overview.movers.gainers.map(withSector),
      losers: overview.movers.losers.map(withSector),
      turnover: overview.movers.turnover.map(withSector),
      volume: overview.movers.volume.map(withSector),
    },
  };
};
