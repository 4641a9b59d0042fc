import type { FibonacciLevelsResponse } from '@nepse/contract';
import { useMemo } from 'react';
import { DOWN_COLOR, lineColor, UP_COLOR } from '../../components/charts/chart-theme';
import { type ChartLevel, type ChartMark, LevelsChart } from '../../components/charts/levels-chart';
import { useFormatDate } from '../../lib/calendar-system';
import { fibonacciLevelName } from './fibonacci-level-name';

/** The candles with every level across them (extensions dashed) and the swing's two ends marked. */
export function FibonacciChart({ answer }: { answer: FibonacciLevelsResponse }) {
  const writeDate = useFormatDate();
  const levels = useMemo(
    () =>
      answer.levels.map(
        (level, k): ChartLevel => ({
          price: level.price,
          title: fibonacciLevelName(level),
          color: lineColor(k),
          dashed: level.kind === 'extension',
        }),
      ),
    [answer],
  );
  const marks = useMemo(
    (): ChartMark[] =>
      answer.swing
        ? [answer.swing.start, answer.swing.end].map((end) => ({
            date: end.date,
            position: end.kind === 'high' ? 'above' : 'below',
            color: end.kind === 'high' ? DOWN_COLOR : UP_COLOR,
          }))
        : [],
    [answer],
  );
  return (
    <LevelsChart
      candles={answer.candles}
      levels={levels}
      marks={marks}
      label={`${answer.symbol} Fibonacci chart`}
      caption={`${answer.symbol} from ${writeDate(answer.candles.dates[0] ?? '')} to ${writeDate(answer.date)}, adjusted prices: the retracements solid, the extensions dashed, the swing's ends marked with dots.`}
      testId="fibonacci-chart"
    />
  );
}
