import { API_PATHS, type BacktestRequest, backtestResponseSchema, WAITING } from '@nepse/contract';
import { epochDay, isoDate } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { referenceSimulate } from '../../../core/test-support/reference-simulator';
import { testAppWith, useTestApp } from '../../test-support/app';
import { NABIL_REQUEST } from '../../test-support/backtest-market';
import { testMarket } from '../../test-support/market';

const PERIOD = 14;
const FROM = '2020-01-01';
const TO = '2030-12-31';

/**
 * SWING, one stock whose closes ride a wave of 30 sessions in 0.1 ticks, each session opening at the close before:
 * its Williams %R 14 runs from oversold to overbought and back.
 */
function swingMarket() {
  const market = testMarket([{ symbol: 'SWING', sessions: 300, price: 200, sector: 'Hydro Power' }]);
  const bars = market.prices[0]!.bars;
  const tick = (price: number) => Math.round(price * 10) / 10;
  for (let i = 0; i < bars.date.length; i++) {
    const close = tick(200 + 20 * Math.sin((2 * Math.PI * i) / 30) + 0.05 * i);
    const open = i === 0 ? close : bars.close[i - 1]!;
    bars.open[i] = open;
    bars.close[i] = close;
    bars.high[i] = tick(Math.max(open, close) + 0.5);
    bars.low[i] = tick(Math.min(open, close) - 0.5);
  }
  return market;
}

/** Williams %R written plainly: -100 x (highest high - close) / (highest high - lowest low), 0 on a flat window. */
function plainWilliamsR(high: Float64Array, low: Float64Array, close: Float64Array, t: number): number {
  const first = t - PERIOD + 1;
  if (first < 0) return Number.NaN;
  const highest = Math.max(...high.subarray(first, t + 1));
  const lowest = Math.min(...low.subarray(first, t + 1));
  return highest === lowest ? 0 : (-100 * (highest - close[t]!)) / (highest - lowest);
}

/** a beyond b by more than a tie (1e-9 of the larger of the magnitudes and 1). */
const beyond = (a: number, b: number) => a - b > 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1);

const williams = (side: 'buy' | 'sell', fields: Record<string, string> = {}) => ({
  name: 'WILLIAMS %R',
  condition: side === 'buy' ? '<' : '>',
  length: String(PERIOD),
  wr_value: side === 'buy' ? '-80' : '-20',
  ...fields,
});

const REQUEST: BacktestRequest = {
  ...NABIL_REQUEST,
  stockSymbol: 'SWING',
  from: FROM,
  to: TO,
  buyStrategy: [williams('buy')],
  sellStrategy: [williams('sell')],
};

describe('back-test API, the Williams %R rule', () => {
  const market = swingMarket();
  const bars = market.prices[0]!.bars;
  const app = useTestApp(() => testAppWith(market));
  const post = (body: unknown) =>
    app().inject({ method: 'POST', url: API_PATHS.backtest, payload: body as object });

  it('buys below -80 and sells above -20 as a plain simulation of a plain %R does', async () => {
    const res = await post(REQUEST);
    expect(res.statusCode, res.body).toBe(200);
    const [summary] = backtestResponseSchema.parse(res.json());
    const wr = (t: number) => plainWilliamsR(bars.high, bars.low, bars.close, t);
    const reference = referenceSimulate(
      bars,
      (t) => beyond(-80, wr(t)),
      (t) => beyond(wr(t), -20),
      epochDay(FROM),
      epochDay(TO),
      { initialCapital: 100_000, costs: true, fill: 'next_open' },
    );
    expect(reference.trades.length).toBeGreaterThan(5);
    expect(
      summary!.transactions.map((t) => [
        t.buy_date,
        t.buy_price,
        t.quantity,
        t.sell_date,
        t.sell_price,
        t.profit,
      ]),
    ).toEqual(
      reference.trades.map((r) => [
        isoDate(r.buyDate),
        r.buyPrice,
        r.quantity,
        r.sellDate === 'Waiting' ? WAITING : isoDate(r.sellDate),
        r.sellPrice,
        r.profit,
      ]),
    );
  });

  it('takes its defaults for the fields a rule leaves out, per side', async () => {
    const bare = await post({
      ...REQUEST,
      buyStrategy: [{ name: 'WILLIAMS %R' }],
      sellStrategy: [{ name: 'WILLIAMS %R' }],
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json()).toEqual((await post(REQUEST)).json());
  });

  it.each([
    [
      'a level above 0',
      'buy',
      { wr_value: '5' },
      'Buy rule "WILLIAMS %R": %R value must be a number at least -100 and at most 0, got "5"',
    ],
    [
      'a level below -100',
      'sell',
      { wr_value: '-100.5' },
      'Sell rule "WILLIAMS %R": %R value must be a number at least -100 and at most 0, got "-100.5"',
    ],
    [
      'a length that is not whole',
      'buy',
      { length: '14.5' },
      'Buy rule "WILLIAMS %R": Length must be a whole number from 1 to 2000, got "14.5"',
    ],
  ] as const)('refuses %s with 400, naming the field as the card does', async (_, side, fields, error) => {
    const key = side === 'buy' ? 'buyStrategy' : 'sellStrategy';
    const res = await post({ ...REQUEST, [key]: [williams(side, fields)] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });
});
