import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingGauge } from './rating-gauge';

/** The needle's angle as the gauge draws it. */
const angle = () => Number(screen.getByTestId('gauge-needle').getAttribute('data-angle'));

describe('RatingGauge', () => {
  it('points the needle by the buy share and names the band, with the counts', () => {
    render(<RatingGauge title="Moving Averages" summary={{ buy: 12, sell: 1, neutral: 2, total: 15 }} />);
    // 12 of 15 = 80 %: the top of Buy, 54 degrees right of up.
    expect(angle()).toBeCloseTo(54, 9);
    expect(screen.getByTestId('gauge-band').textContent).toBe('Buy');
    const counts = screen.getByRole('figure').querySelectorAll('dl > div');
    expect(Array.from(counts, (c) => c.textContent)).toEqual(['BUY12', 'NEUTRAL2', 'SELL1']);
    expect(Array.from(screen.getByRole('img').querySelectorAll('text'), (t) => t.textContent)).toEqual([
      'SS',
      'S',
      'N',
      'B',
      'SB',
    ]);
  });

  it('reads a missing summary as 0: the needle all the way left, Strong Sell, counts 0', () => {
    render(<RatingGauge title="Oscillators" summary={undefined} />);
    expect(angle()).toBe(-90);
    expect(screen.getByTestId('gauge-band').textContent).toBe('Strong Sell');
    const counts = screen.getByRole('figure').querySelectorAll('dl > div');
    expect(Array.from(counts, (c) => c.textContent)).toEqual(['BUY0', 'NEUTRAL0', 'SELL0']);
  });

  it("puts TradingView's summary beside the gauge: 0 buy, 9 neutral, 2 sell is Strong Sell there, Sell here", () => {
    render(<RatingGauge title="Oscillators" summary={{ buy: 0, neutral: 9, sell: 2, total: 11 }} />);
    expect(screen.getByTestId('gauge-band').textContent).toBe('Strong Sell');
    expect(screen.getByTestId('gauge-reading').textContent).toContain('Gauge: Strong Sell (0.00% buy)');
    // (0 - 2) / 11 = -0.18: beyond -0.1, not beyond -0.5.
    expect(screen.getByTestId('tradingview-reading').textContent).toContain('TradingView: Sell (-0.18)');
  });
});
