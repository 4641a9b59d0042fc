import { describe, expect, it } from 'vitest';
import { companyListSchema, todayPricePageSchema } from './nepse-payloads';

const company = { id: 131, symbol: 'NABIL', securityName: 'Nabil Bank Limited', status: 'A' };
const bar = {
  businessDate: '2026-04-02',
  securityId: 131,
  symbol: 'NABIL',
  securityName: 'Nabil Bank Limited',
};

describe("NEPSE's payload shapes", () => {
  it('refuses a security id the store cannot keep (32 bits) or that is not a whole number', () => {
    expect(companyListSchema.safeParse([company]).success).toBe(true);
    for (const id of [2 ** 31, -1, 1.5, Number.POSITIVE_INFINITY]) {
      expect(companyListSchema.safeParse([{ ...company, id }]).success).toBe(false);
      expect(
        todayPricePageSchema.safeParse({ content: [{ ...bar, securityId: id }], totalPages: 1 }).success,
      ).toBe(false);
    }
  });

  it("lets any number through a bar's prices and quantities, for the bar's own checks to refuse as an error row", () => {
    const row = { ...bar, closePrice: Number.POSITIVE_INFINITY, totalTradedQuantity: 1e20, openPrice: null };
    const parsed = todayPricePageSchema.parse({ content: [row], totalPages: 1 });
    expect(parsed.content[0]?.closePrice).toBe(Number.POSITIVE_INFINITY);
    expect(
      todayPricePageSchema.safeParse({ content: [{ ...bar, closePrice: '12' }], totalPages: 1 }).success,
    ).toBe(false);
  });
});
