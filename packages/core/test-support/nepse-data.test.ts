import { describe, expect, it } from 'vitest';
import { isoDate } from '../src/dates';
import { hasNepseData, loadNepseBars, NEPSE_DATA_MISSING } from './nepse-data';

describe.skipIf(!hasNepseData)(
  `real NEPSE data loader${hasNepseData ? '' : ` (${NEPSE_DATA_MISSING})`}`,
  () => {
    it('reads every symbol with its bars in date order', () => {
      const bars = loadNepseBars();
      expect(bars.size).toBeGreaterThanOrEqual(370);
      const aclbsl = bars.get('ACLBSL');
      expect(aclbsl).toBeDefined();
      expect(isoDate(aclbsl!.date[0]!)).toBe('2020-07-29');
      expect(aclbsl!.close[0]).toBe(492);
      expect(aclbsl!.volume[1]).toBe(90);
      let outOfOrder = 0;
      for (const b of bars.values()) {
        for (let i = 1; i < b.date.length; i++) if (!(b.date[i]! > b.date[i - 1]!)) outOfOrder++;
      }
      expect(outOfOrder).toBe(0);
    });
  },
);
