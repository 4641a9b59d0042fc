import type { Strategy } from '../src/backtest/index';

/** The whole-market benches' strategy: buy SMA 20 `>` and RSI 14 `>` 50, sell SMA 20 `<`. */
export const SMA_RSI_STRATEGY: Strategy = {
  buy: [
    { kind: 'sma', direction: 'above', period: 20, source: 'close', averageSource: 'close' },
    { kind: 'rsi', direction: 'above', period: 14, level: 50, source: 'close' },
  ],
  sell: [{ kind: 'sma', direction: 'below', period: 20, source: 'close', averageSource: 'close' }],
};
