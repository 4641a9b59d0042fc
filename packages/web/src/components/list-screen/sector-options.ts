import { NEPSE_SECTOR_ID, NO_SECTOR_ID, SECTORS } from '@nepse/contract';
import type { SelectOption } from '../select-box';

/** The filter's value when no sector is chosen. */
export const ALL_SECTORS = '';

/** The spec's sectors a listed stock can be in (not the "Select a Sector" entry nor the NEPSE index), by name. */
export const SECTOR_NAMES: readonly string[] = SECTORS.filter(
  (s) => s.id !== NO_SECTOR_ID && s.id !== NEPSE_SECTOR_ID,
).map((s) => s.name);

export const SECTOR_OPTIONS: readonly SelectOption[] = [
  { value: ALL_SECTORS, label: 'All sectors' },
  ...SECTOR_NAMES.map((name) => ({ value: name, label: name })),
];
