import { describe, expect, it } from 'vitest';
import { NEPSE_SECTOR_ID, SECTORS, sectorOfName } from './sectors';

describe('sectors', () => {
  it('keeps the spec order and gives every sector a distinct id', () => {
    expect(SECTORS.map((s) => s.name)).toEqual([
      'Select a Sector',
      'NEPSE',
      'Commercial Bank',
      'Development Bank',
      'Finance',
      'Hydro Power',
      'Life Insurance',
      'Investment',
      'Manufacturing And Processing',
      'Microfinance',
      'Mutual Fund',
      'Non Life Insurance',
      'Others',
      'Trading',
      'Hotels and Tourism',
    ]);
    expect(new Set(SECTORS.map((s) => s.id)).size).toBe(SECTORS.length);
    expect(SECTORS.find((s) => s.name === 'NEPSE')?.id).toBe(NEPSE_SECTOR_ID);
    expect(SECTORS.find((s) => s.name === 'Commercial Bank')?.id).toBe('1');
  });

  it("maps NEPSE's sector names to the spec's sectors", () => {
    expect(sectorOfName('Commercial Banks')?.id).toBe('1');
    expect(sectorOfName('Tradings')?.name).toBe('Trading');
    expect(sectorOfName('hotels and tourism')?.id).toBe('2');
    expect(sectorOfName('Corporate Debenture')).toBeUndefined();
    expect(sectorOfName('NEPSE')).toBeUndefined();
  });
});
