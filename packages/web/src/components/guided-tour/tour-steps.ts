import { SCREEN_MANIFEST } from '@nepse/contract';
import { STOCK_PATH } from '../../lib/stock-link';

/** One stop of the guided tour: a page, the control on it the tour points at, and what to say about it. */
export interface TourStep {
  /** The page's path, opened when the step starts. */
  path: string;
  /** The control pointed at: the first element matching `selector` (whose text is `text`, when given). */
  selector: string;
  text?: string;
  title: string;
  body: string;
}

/** The symbol whose page the tour opens: a large bank, in the demo market and the real one. */
const TOUR_SYMBOL = 'NABIL';

/**
 * The tour "Watch Demo Video" starts: the back-test, the market overview, a list screen, a stock's page and the
 * scanner, each step pointing at the real control on the live page rather than at a recording of it.
 */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    path: SCREEN_MANIFEST.backtest.page,
    selector: 'button',
    text: 'RUN BACKTEST',
    title: 'Back-test a strategy',
    body: 'Pick a stock or a sector and a date range, tick buy and sell rules, then RUN BACKTEST trades them on daily NEPSE prices with real costs.',
  },
  {
    path: SCREEN_MANIFEST.market.page,
    selector: '[data-testid="market-breadth"]',
    title: 'Read the market',
    body: "Market Overview opens on the latest session's breadth (stocks advancing, declining and unchanged), new 52-week highs and lows and the share above their averages; the index, sectors, movers and relative strength follow below.",
  },
  {
    path: SCREEN_MANIFEST.volumeShockers.page,
    selector: 'table',
    title: 'Read a list screen',
    body: "Every list screen ranks the latest session's stocks: Volume Shockers lists those trading far above their usual volume. Click a column's header to sort by it.",
  },
  {
    path: `${STOCK_PATH}${TOUR_SYMBOL}`,
    selector: '[data-testid="stock-chart"]',
    title: "Open a stock's page",
    body: `${TOUR_SYMBOL}'s candles with its bonus and right adjustments, indicators of your choice and the candlestick patterns of the last sessions marked; hover a session to read it.`,
  },
  {
    path: SCREEN_MANIFEST.scanner.page,
    selector: 'button',
    text: 'Scan',
    title: 'Scan the market',
    body: 'Add conditions (price, volume, indicators, patterns) and Scan lists every stock meeting them all; a scan opens as a back-test in one click.',
  },
];

/** The element a step points at on the page as it stands, if it is there yet. */
export function findTarget(step: TourStep, root: ParentNode = document): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>(step.selector)) {
    if (step.text === undefined || element.textContent?.trim() === step.text) return element;
  }
  return null;
}
