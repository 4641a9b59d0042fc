import { sectorOfName } from '@nepse/contract';
import type { SectorIndexBar } from '../ingest/market-dataset';
import { CapWeightedIndex, type IndexMember } from './market-index';
import type { SectorName } from './sector-profiles';

/**
 * Where each demo sub-index stands on the first session any member trades: near where NEPSE's sub-index of the
 * sector stood in early 2016 (orders of magnitude: bank and hydropower indices in the low thousands, the insurance
 * indices several thousand, the mutual fund index near the Rs 10 unit value), and 100 for Investment, whose index
 * NEPSE began later. The sector factors then take each where they take it.
 */
export const SUB_INDEX_BASES: Readonly<Record<SectorName, number>> = {
  'Commercial Banks': 1150,
  'Development Banks': 1450,
  Finance: 650,
  'Hydro Power': 1900,
  'Life Insurance': 6500,
  Investment: 100,
  'Manufacturing And Processing': 1900,
  Microfinance: 1400,
  'Mutual Fund': 12,
  'Non Life Insurance': 4700,
  Others: 750,
  Tradings: 250,
  'Hotels And Tourism': 1800,
};

/** A member of a sector's index: the index member and its demo sector. */
export interface SectorMember {
  sector: SectorName;
  member: IndexMember;
}

/**
 * Each sector's sub-index, as the NEPSE index is made (`CapWeightedIndex`: the members' traded closes weighted by
 * their shares, so a listing or a bonus issue does not move it) but over the sector's members alone, from the
 * first session one of them trades, starting at the sector's base and rounded to 2 decimals as NEPSE publishes
 * them; keyed by the spec sector's id. Sectors in the order of `SUB_INDEX_BASES`, sessions in order.
 */
export function sectorSubIndexes(members: readonly SectorMember[], days: Int32Array): SectorIndexBar[] {
  const out: SectorIndexBar[] = [];
  for (const [name, base] of Object.entries(SUB_INDEX_BASES) as [SectorName, number][]) {
    const sector = sectorOfName(name)?.id;
    const inSector = members.filter((m) => m.sector === name).map((m) => m.member);
    if (sector === undefined || inSector.length === 0) continue;
    const first = Math.min(...inSector.map((m) => m.listingSession));
    const index = new CapWeightedIndex(inSector, days, base);
    for (let t = first; t < days.length; t++) {
      const { date, close } = index.session(t);
      out.push({ sector, date, close });
    }
  }
  return out;
}
