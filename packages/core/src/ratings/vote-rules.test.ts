import { describe, expect, it } from 'vitest';
import {
  adxVote,
  awesomeOscillatorVote,
  bullBearPowerVote,
  cciVote,
  ichimokuVote,
  macdVote,
  momentumVote,
  movingAverageVote,
  rsiVote,
  stochasticRsiVote,
  stochasticVote,
  ultimateOscillatorVote,
  williamsRVote,
} from './vote-rules';

describe('TradingView vote rules at their boundaries', () => {
  it('moving average: below the close buys, above sells, equal is neutral', () => {
    expect(movingAverageVote(99.99, 100)).toBe('BUY');
    expect(movingAverageVote(100.01, 100)).toBe('SELL');
    expect(movingAverageVote(100, 100)).toBe('NEUTRAL');
  });

  it('reads values apart only by rounding as equal (an RSI after an unchanged close)', () => {
    expect(movingAverageVote(717.0000000000001, 717)).toBe('NEUTRAL');
    expect(rsiVote(25.567718211291147, 25.56771821129115)).toBe('NEUTRAL');
    expect(rsiVote(25.5677, 25.5676)).toBe('BUY');
  });

  it('reads a Stoch RSI %K and %D both at 0, apart only by the residue of rolling sums, as a tie', () => {
    // Exactly 0 in exact arithmetic (the RSI at its window low); the sums leave about 1e-15.
    expect(stochasticRsiVote(3.552713678800501e-15, -1.924386576016938e-15, 90, 100)).toBe('NEUTRAL');
    expect(stochasticVote(3.552713678800501e-15, -1.924386576016938e-15)).toBe('NEUTRAL');
    expect(stochasticRsiVote(2e-9, 0, 90, 100)).toBe('BUY');
  });

  it('Ichimoku: the full bullish or bearish order, any tie neutral', () => {
    const bull = { leadB26: 90, leadA26: 95, base: 100, conversion: 105, close: 110 };
    expect(ichimokuVote(bull)).toBe('BUY');
    expect(ichimokuVote({ leadB26: 110, leadA26: 105, base: 100, conversion: 95, close: 90 })).toBe('SELL');
    expect(ichimokuVote({ ...bull, leadA26: 90 })).toBe('NEUTRAL');
    expect(ichimokuVote({ ...bull, base: 95 })).toBe('NEUTRAL');
    expect(ichimokuVote({ ...bull, conversion: 100 })).toBe('NEUTRAL');
    expect(ichimokuVote({ ...bull, close: 105 })).toBe('NEUTRAL');
  });

  it('RSI: under 30 and rising buys, over 70 and falling sells; 30, 70 or flat are neutral', () => {
    expect(rsiVote(29.9, 25)).toBe('BUY');
    expect(rsiVote(30, 25)).toBe('NEUTRAL');
    expect(rsiVote(25, 25)).toBe('NEUTRAL');
    expect(rsiVote(25, 26)).toBe('NEUTRAL');
    expect(rsiVote(70.1, 75)).toBe('SELL');
    expect(rsiVote(70, 75)).toBe('NEUTRAL');
    expect(rsiVote(75, 75)).toBe('NEUTRAL');
  });

  it('Stochastic: both under 20 with %K above %D buys, both over 80 with %K below sells', () => {
    expect(stochasticVote(19, 15)).toBe('BUY');
    expect(stochasticVote(20, 15)).toBe('NEUTRAL');
    expect(stochasticVote(15, 15)).toBe('NEUTRAL');
    expect(stochasticVote(81, 85)).toBe('SELL');
    expect(stochasticVote(81, 80)).toBe('NEUTRAL');
    expect(stochasticVote(85, 85)).toBe('NEUTRAL');
  });

  it('CCI: under -100 and rising buys, over 100 and falling sells', () => {
    expect(cciVote(-101, -150)).toBe('BUY');
    expect(cciVote(-100, -150)).toBe('NEUTRAL');
    expect(cciVote(-150, -150)).toBe('NEUTRAL');
    expect(cciVote(101, 150)).toBe('SELL');
    expect(cciVote(100, 150)).toBe('NEUTRAL');
  });

  it('ADX: over 20 and rising, +DI above -DI buys and below sells; equal DIs, ADX 20 or flat ADX neutral', () => {
    expect(adxVote(25, 24, 30, 20)).toBe('BUY');
    expect(adxVote(25, 24, 20, 30)).toBe('SELL');
    expect(adxVote(25, 24, 25, 25)).toBe('NEUTRAL');
    expect(adxVote(20, 19, 30, 20)).toBe('NEUTRAL');
    expect(adxVote(25, 25, 30, 20)).toBe('NEUTRAL');
  });

  it('Awesome oscillator: crosses of zero and saucers', () => {
    expect(awesomeOscillatorVote(1, 0, 5)).toBe('BUY');
    expect(awesomeOscillatorVote(-1, 0, -5)).toBe('SELL');
    expect(awesomeOscillatorVote(3, 2, 4)).toBe('BUY');
    expect(awesomeOscillatorVote(-3, -2, -4)).toBe('SELL');
    expect(awesomeOscillatorVote(3, 2, 2)).toBe('NEUTRAL');
    expect(awesomeOscillatorVote(0, 1, 2)).toBe('NEUTRAL');
    expect(awesomeOscillatorVote(2, 2, 4)).toBe('NEUTRAL');
  });

  it('Momentum and MACD: rising or above the signal buys, equal is neutral', () => {
    expect(momentumVote(5, 4)).toBe('BUY');
    expect(momentumVote(4, 5)).toBe('SELL');
    expect(momentumVote(5, 5)).toBe('NEUTRAL');
    expect(macdVote(1, 0.5)).toBe('BUY');
    expect(macdVote(0.5, 1)).toBe('SELL');
    expect(macdVote(1, 1)).toBe('NEUTRAL');
  });

  it('Stoch RSI: an oversold cross up in a downtrend buys, an overbought cross down in an uptrend sells', () => {
    expect(stochasticRsiVote(15, 10, 90, 100)).toBe('BUY');
    expect(stochasticRsiVote(15, 10, 100, 100)).toBe('NEUTRAL');
    expect(stochasticRsiVote(15, 10, 110, 100)).toBe('NEUTRAL');
    expect(stochasticRsiVote(85, 90, 110, 100)).toBe('SELL');
    expect(stochasticRsiVote(85, 90, 100, 100)).toBe('NEUTRAL');
    expect(stochasticRsiVote(20, 10, 90, 100)).toBe('NEUTRAL');
  });

  it('Williams %R: under -80 and rising buys, over -20 and falling sells', () => {
    expect(williamsRVote(-81, -90)).toBe('BUY');
    expect(williamsRVote(-80, -90)).toBe('NEUTRAL');
    expect(williamsRVote(-19, -10)).toBe('SELL');
    expect(williamsRVote(-20, -10)).toBe('NEUTRAL');
    expect(williamsRVote(-19, -19)).toBe('NEUTRAL');
  });

  it('Bull Bear Power: rising negative bear power in an uptrend buys, falling positive bull power in a downtrend sells', () => {
    const up = { bull: 5, previousBull: 6, bear: -2, previousBear: -3, close: 110, ema50: 100 };
    expect(bullBearPowerVote(up)).toBe('BUY');
    expect(bullBearPowerVote({ ...up, bear: 0 })).toBe('NEUTRAL');
    expect(bullBearPowerVote({ ...up, previousBear: -2 })).toBe('NEUTRAL');
    expect(bullBearPowerVote({ ...up, close: 100 })).toBe('NEUTRAL');
    const down = { ...up, close: 90 };
    expect(bullBearPowerVote(down)).toBe('SELL');
    expect(bullBearPowerVote({ ...down, bull: 0 })).toBe('NEUTRAL');
    expect(bullBearPowerVote({ ...down, previousBull: 5 })).toBe('NEUTRAL');
  });

  it('Ultimate oscillator: over 70 buys, under 30 sells, 70 and 30 are neutral', () => {
    expect(ultimateOscillatorVote(70.01)).toBe('BUY');
    expect(ultimateOscillatorVote(70)).toBe('NEUTRAL');
    expect(ultimateOscillatorVote(30)).toBe('NEUTRAL');
    expect(ultimateOscillatorVote(29.99)).toBe('SELL');
  });
});
