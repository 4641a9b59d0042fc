import { SUPPORT_RESISTANCE_METHODS, type SupportResistanceResponse } from '@nepse/contract';
import { useMemo, useState } from 'react';
import { DOWN_COLOR, UP_COLOR } from '../../components/charts/chart-theme';
import { type ChartLevel, type ChartMark, LevelsChart } from '../../components/charts/levels-chart';
import { SelectBox } from '../../components/select-box';
import { useFormatDate } from '../../lib/calendar-system';

type Method = (typeof SUPPORT_RESISTANCE_METHODS)[number];

const PIVOT_COLOR = '#3b82f6';
const METHOD_OPTIONS = SUPPORT_RESISTANCE_METHODS.map((m) => ({ value: m, label: m }));

/**
 * The levels drawn: the chosen method's pivots dashed (resistances red, P blue, supports green), swings solid and
 * titled with their session's date as `writeDate` writes it (in the chosen calendar).
 */
export function chartLevels(
  answer: SupportResistanceResponse,
  method: Method,
  writeDate: (date: string) => string,
): ChartLevel[] {
  const k = SUPPORT_RESISTANCE_METHODS.indexOf(method);
  const pivots = answer.pivots.flatMap((row): ChartLevel[] => {
    const price = row.values[k]?.value;
    if (price === undefined) return [];
    const color = row.name.startsWith('R') ? DOWN_COLOR : row.name.startsWith('S') ? UP_COLOR : PIVOT_COLOR;
    return [{ price, title: row.name, color: `${color}99`, dashed: true }];
  });
  return [
    ...pivots,
    ...answer.pivot_chart.resistance.map((p) => ({
      price: p.value,
      title: `Resistance ${writeDate(p.name)}`,
      color: DOWN_COLOR,
    })),
    ...answer.pivot_chart.support.map((p) => ({
      price: p.value,
      title: `Support ${writeDate(p.name)}`,
      color: UP_COLOR,
    })),
  ];
}

/** The last sessions' candles with one method's pivots and the charting pivots drawn across, the swings marked. */
export function SupportResistanceChart({ answer }: { answer: SupportResistanceResponse }) {
  const writeDate = useFormatDate();
  const [method, setMethod] = useState<Method>('Classic');
  const levels = useMemo(() => chartLevels(answer, method, writeDate), [answer, method, writeDate]);
  const marks = useMemo(
    (): ChartMark[] =>
      [
        ...answer.pivot_chart.resistance.map((p) => ({
          date: p.name,
          position: 'above' as const,
          color: DOWN_COLOR,
        })),
        ...answer.pivot_chart.support.map((p) => ({
          date: p.name,
          position: 'below' as const,
          color: UP_COLOR,
        })),
      ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    [answer],
  );
  const sessions = answer.candles.dates.length;
  return (
    <div className="space-y-3">
      <div className="max-w-xs">
        <SelectBox
          label="Pivots drawn"
          options={METHOD_OPTIONS}
          value={method}
          onChange={(value) => setMethod(SUPPORT_RESISTANCE_METHODS.find((m) => m === value) ?? 'Classic')}
        />
      </div>
      <LevelsChart
        candles={answer.candles}
        levels={levels}
        marks={marks}
        label={`${answer.symbol} chart`}
        caption={`${answer.symbol} over its last ${sessions} sessions, to ${writeDate(answer.date)}: the ${method} pivots dashed, the charting pivots (the swings nearest the close, marked with dots) solid.`}
        testId="support-resistance-chart"
      />
    </div>
  );
}
