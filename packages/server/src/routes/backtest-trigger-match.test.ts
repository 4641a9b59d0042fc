import { API_PATHS, type BacktestRequest, backtestResponseSchema, WAITING } from '@nepse/contract';
import { type BacktestRule, type Bars, epochDay, isoDate, type Match, macd as macdLines } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { referenceStrategy } from '../../../core/test-support/reference-rules';
import { referenceSimulate } from '../../../core/test-support/reference-simulator';
import { testAppWith, useTestApp } from '../../test-support/app';
import { NABIL_REQUEST } from '../../test-support/backtest-market';
import { testMarket } from '../../test-support/market';

const FROM = '2020-01-01';
const TO = '2030-12-31';

/** SWING, one stock whose closes ride a wave of 30 sessions in 0.1 ticks, drifting up, each opening at the close before. */
function swingMarket() {
  const market = testMarket([{ symbol: 'SWING', sessions: 300, price: 200, sector: 'Hydro Power' }]);
  const bars = market.prices[0]!.bars;
  const tick = (price: number) => Math.round(price * 10) / 10;
  for (let i = 0; i < bars.date.length; i++) {
    const close = tick(
      200 + 20 * Math.sin((2 * Math.PI * i) / 30) + 4 * Math.sin((2 * Math.PI * i) / 7) + 0.05 * i,
    );
    const open = i === 0 ? close : bars.close[i - 1]!;
    bars.open[i] = open;
    bars.close[i] = close;
    bars.high[i] = tick(Math.max(open, close) + 0.5);
    bars.low[i] = tick(Math.min(open, close) - 0.5);
  }
  return market;
}

/** Core's MACD 12/26/9 of the close, written out here rather than mapped from the wire. */
const macd = (
  direction: 'above' | 'below',
  zeroLine: boolean,
  trigger: 'while' | 'starts',
): BacktestRule => ({
  kind: 'macd',
  direction,
  fast: 12,
  slow: 26,
  signal: 9,
  level: 0,
  source: 'close',
  zeroLine,
  trigger,
});

const wireMacd = (condition: '>' | '<', fields: Record<string, string>) => ({
  name: 'MACD',
  condition,
  ...fields,
});

/** The trades a plain simulation makes with the plain reference rules, in the answer's fields. */
function referenceTrades(
  bars: Bars,
  buy: BacktestRule[],
  sell: BacktestRule[],
  buyMatch: Match,
  sellMatch: Match,
) {
  const result = referenceSimulate(
    bars,
    referenceStrategy(bars, buy, buyMatch),
    referenceStrategy(bars, sell, sellMatch),
    epochDay(FROM),
    epochDay(TO),
    { initialCapital: 100_000, costs: 'dated', fill: 'next_open' },
  );
  return result.trades.map((r) => [
    isoDate(r.buyDate),
    r.buyPrice,
    r.sellDate === 'Waiting' ? WAITING : isoDate(r.sellDate),
    r.sellPrice,
  ]);
}

describe('back-test API, triggers, the zero line and matching any', () => {
  const market = swingMarket();
  const bars = market.prices[0]!.bars;
  const app = useTestApp(() => testAppWith(market));
  const run = async (change: Partial<BacktestRequest>) => {
    const body = { ...NABIL_REQUEST, stockSymbol: 'SWING', from: FROM, to: TO, ...change };
    const res = await app().inject({ method: 'POST', url: API_PATHS.backtest, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const [summary] = backtestResponseSchema.parse(res.json());
    return summary!.transactions.map((t) => [t.buy_date, t.buy_price, t.sell_date, t.sell_price]);
  };

  it('trades on the sessions MACD crosses its signal with starts and the zero line off, as the reference does', async () => {
    const crosses = await run({
      buyStrategy: [wireMacd('>', { trigger: 'starts', zero_line: 'off' })],
      sellStrategy: [wireMacd('<', { trigger: 'starts', zero_line: 'off' })],
    });
    const expected = referenceTrades(
      bars,
      [macd('above', false, 'starts')],
      [macd('below', false, 'starts')],
      'all',
      'all',
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(crosses).toEqual(expected);
    // Some of those crosses are below 0, which the zero line on never buys on.
    const line = macdLines(bars.close, 12, 26, 9).macd;
    const signalBar = (buyDate: unknown) => bars.date.indexOf(epochDay(String(buyDate))) - 1;
    expect(crosses.some(([buyDate]) => line[signalBar(buyDate)]! < 0)).toBe(true);
    const withZero = await run({
      buyStrategy: [wireMacd('>', { trigger: 'starts' })],
      sellStrategy: [wireMacd('<', { trigger: 'starts', zero_line: 'off' })],
    });
    expect(withZero).toEqual(
      referenceTrades(bars, [macd('above', true, 'starts')], [macd('below', false, 'starts')], 'all', 'all'),
    );
    expect(withZero.every(([buyDate]) => line[signalBar(buyDate)]! > 0)).toBe(true);
  });

  it('buys when any buy rule fires with buyMatch any, as the reference does, and only when all do by default', async () => {
    const rsi = (trigger: 'while' | 'starts'): BacktestRule => ({
      kind: 'rsi',
      direction: 'below',
      period: 14,
      level: 40,
      source: 'close',
      trigger,
    });
    const buy = [
      { name: 'RSI', condition: '<', rsi_value: '40', trigger: 'starts' },
      wireMacd('>', { trigger: 'starts', zero_line: 'off' }),
    ];
    const sell = [wireMacd('<', { zero_line: 'off' })];
    const engineBuy = [rsi('starts'), macd('above', false, 'starts')];
    const engineSell = [macd('below', false, 'while')];
    const any = await run({ buyStrategy: buy, sellStrategy: sell, buyMatch: 'any' });
    const all = await run({ buyStrategy: buy, sellStrategy: sell });
    expect(any).toEqual(referenceTrades(bars, engineBuy, engineSell, 'any', 'all'));
    expect(all).toEqual(referenceTrades(bars, engineBuy, engineSell, 'all', 'all'));
    expect(any.length).toBeGreaterThan(all.length);
  });

  it.each([
    [
      'a trigger',
      { buyStrategy: [{ name: 'RSI', trigger: 'begins' }] },
      'Buy rule "RSI": Trigger must be one of while, starts, got "begins"',
    ],
    [
      'a zero line',
      { sellStrategy: [{ name: 'MACD', zero_line: 'no' }] },
      'Sell rule "MACD": Zero line must be one of on, off, got "no"',
    ],
    ['a buy match', { buyMatch: 'some' }, 'Buy match (buyMatch) must be all or any, got "some"'],
    ['a sell match', { sellMatch: 'ALL' }, 'Sell match (sellMatch) must be all or any, got "ALL"'],
  ])('refuses %s it does not know with 400, naming the rule and the field', async (_, change, message) => {
    const body = { ...NABIL_REQUEST, stockSymbol: 'SWING', from: FROM, to: TO, ...change };
    const res = await app().inject({ method: 'POST', url: API_PATHS.backtest, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});
