import {
  API_PATHS,
  type BacktestRequest,
  backtestResponseSchema,
  defaultStrategy,
  WAITING,
} from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestTestApp, NABIL_REQUEST } from '../../test-support/backtest-market';

const VALID = NABIL_REQUEST;

describe('back-test API, price exits', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await backtestTestApp());
  });
  afterAll(() => close());

  const post = (body: unknown, path: string = API_PATHS.backtest) =>
    app.inject({ method: 'POST', url: path, payload: body as object });

  async function transactions(body: BacktestRequest, path: string = API_PATHS.backtest) {
    const res = await post(body, path);
    expect(res.statusCode, res.body).toBe(200);
    return backtestResponseSchema.parse(res.json()).flatMap((s) => s.transactions);
  }

  it('says why each trade closed: the sell rules, or the price exit asked for; null while open', async () => {
    // NABIL rises steadily: the default rules buy once and hold; selling above the average sells at once.
    const [open] = await transactions(VALID);
    expect(open).toMatchObject({ sell_date: WAITING, exit_reason: null });
    const signals = await transactions({ ...VALID, sellStrategy: defaultStrategy('buy') });
    expect(signals.length).toBeGreaterThan(1);
    expect(new Set(signals.map((t) => t.exit_reason))).toEqual(new Set(['signal']));
    const exits = [
      [{ stopLossPercent: 1 }, 'stop-loss'],
      [{ takeProfitPercent: '3' }, 'take-profit'],
      [{ trailingStopPercent: 2 }, 'trailing-stop'],
    ] as const;
    for (const [exit, reason] of exits) {
      const closed = (await transactions({ ...VALID, ...exit })).filter((t) => t.sell_date !== WAITING);
      expect(closed.length, reason).toBeGreaterThan(1);
      expect(new Set(closed.map((t) => t.exit_reason))).toEqual(new Set([reason]));
    }
  });

  it('applies them to a sector as to one symbol', async () => {
    const exits = { stopLossPercent: 2, takeProfitPercent: 3, trailingStopPercent: 1.5 };
    const sector = await transactions(
      { ...VALID, ...exits, stockSymbol: '', sector: '1' },
      `${API_PATHS.backtestSector}?detail=full`,
    );
    const alone = [
      ...(await transactions({ ...VALID, ...exits })),
      ...(await transactions({ ...VALID, ...exits, stockSymbol: 'SBL' })),
    ];
    expect(sector).toEqual(alone);
  });

  it.each([
    ['stopLossPercent', 0, /^Stop-loss \(stopLossPercent\) must be a number above 0 and below 100, got "0"$/],
    ['stopLossPercent', 100, /below 100, got "100"/],
    ['stopLossPercent', '-5', /^Stop-loss \(stopLossPercent\).*got "-5"$/],
    [
      'takeProfitPercent',
      1000.01,
      /^Take-profit \(takeProfitPercent\) must be a number above 0 and at most 1000/,
    ],
    ['takeProfitPercent', 'abc', /^Take-profit \(takeProfitPercent\).*got "abc"$/],
    [
      'trailingStopPercent',
      150,
      /^Trailing stop \(trailingStopPercent\) must be a number above 0 and below 100/,
    ],
    ['trailingStopPercent', '', /^Trailing stop \(trailingStopPercent\).*got ""$/],
    ['trailingStopPercent', true, /trailingStopPercent/],
  ])('refuses %s = %j with a 400 naming it, on both calls', async (field, value, message) => {
    for (const path of [API_PATHS.backtest, API_PATHS.backtestSector]) {
      const res = await post({ ...VALID, sector: '1', [field]: value }, path);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    }
  });
});
