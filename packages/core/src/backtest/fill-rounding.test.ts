import { describe, expect, it } from 'vitest';
import { tickDown, tickUp, toPaisa, wholeDown } from './fill-rounding';

describe('fills a broker could print', () => {
  it('puts a level on the Rs 0.10 tick, a level within a tie of one on it', () => {
    expect(110 * 1.1).toBe(121.00000000000001);
    expect(tickUp(110 * 1.1)).toBe(121);
    expect(tickDown(110 * 1.1)).toBe(121);
    expect(tickDown(1_380.35)).toBe(1_380.3);
    expect(tickDown(1_380.28)).toBe(1_380.2);
    expect(tickUp(1_531.09)).toBe(1_531.1);
    expect(tickUp(1_453 * 1.0537)).toBe(1_531.1);
    expect(tickDown(0.04)).toBe(0);
  });

  it('drops the fraction of a share, a whole number within a tie counting as whole', () => {
    expect(wholeDown(60 * 0.08)).toBe(4);
    expect(wholeDown(9.999999999999998)).toBe(10);
    expect(wholeDown(22.2)).toBe(22);
    expect(wholeDown(0)).toBe(0);
  });

  it('writes a price to the paisa', () => {
    expect(toPaisa((800 / 1.185) * 1.185)).toBe(800);
    expect(toPaisa(345.67)).toBe(345.67);
  });
});
