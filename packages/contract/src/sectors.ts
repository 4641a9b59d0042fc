import { z } from 'zod';

/** Sector id sent by the page when no sector is chosen. */
export const NO_SECTOR_ID = '0';

/**
 * NEPSE's own id for the NEPSE index (api-samples: securityDailyTradeStat/58). The spec's list gives
 * id 1 to both NEPSE and Commercial Bank; NEPSE gets 58 so that the two can be told apart.
 */
export const NEPSE_SECTOR_ID = '58';

export interface Sector {
  /** Sent as text in the back-test payload's `sector` field. */
  id: string;
  name: string;
  /** NEPSE's sector names (company list `sectorName`) that belong to this sector; empty for "no sector" and NEPSE. */
  nepseNames: readonly string[];
}

/** The spec's sector list, in its order. */
export const SECTORS: readonly Sector[] = [
  { id: NO_SECTOR_ID, name: 'Select a Sector', nepseNames: [] },
  { id: NEPSE_SECTOR_ID, name: 'NEPSE', nepseNames: [] },
  { id: '1', name: 'Commercial Bank', nepseNames: ['Commercial Banks'] },
  { id: '6', name: 'Development Bank', nepseNames: ['Development Banks'] },
  { id: '11', name: 'Finance', nepseNames: ['Finance'] },
  { id: '4', name: 'Hydro Power', nepseNames: ['Hydro Power'] },
  { id: '9', name: 'Life Insurance', nepseNames: ['Life Insurance'] },
  { id: '12', name: 'Investment', nepseNames: ['Investment'] },
  { id: '10', name: 'Manufacturing And Processing', nepseNames: ['Manufacturing And Processing'] },
  { id: '7', name: 'Microfinance', nepseNames: ['Microfinance'] },
  { id: '13', name: 'Mutual Fund', nepseNames: ['Mutual Fund'] },
  { id: '8', name: 'Non Life Insurance', nepseNames: ['Non Life Insurance'] },
  { id: '3', name: 'Others', nepseNames: ['Others'] },
  { id: '5', name: 'Trading', nepseNames: ['Tradings', 'Trading'] },
  { id: '2', name: 'Hotels and Tourism', nepseNames: ['Hotels And Tourism', 'Hotels and Tourism'] },
];

/** The spec sector a stored sector name (NEPSE's spelling or the spec's) belongs to, if any. */
export function sectorOfName(name: string): Sector | undefined {
  const wanted = name.trim().toLowerCase();
  return SECTORS.find(
    (s) =>
      s.nepseNames.length > 0 &&
      (s.name.toLowerCase() === wanted || s.nepseNames.some((n) => n.toLowerCase() === wanted)),
  );
}

export const sectorSchema = z.object({ id: z.string(), name: z.string() });
export const sectorListResponseSchema = z.object({ data: z.array(sectorSchema) });
export type SectorListResponse = z.infer<typeof sectorListResponseSchema>;
