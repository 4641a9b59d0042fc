import {
  BacktestIcon,
  CandlesIcon,
  type Icon,
  LevelsIcon,
  MarketIcon,
  SparkIcon,
  VolumeIcon,
} from '../../components/icons';

export interface LandingFeature {
  title: string;
  text: string;
  icon: Icon;
}

/** The six feature cards of the landing page, in the spec's order. */
export const FEATURES: readonly LandingFeature[] = [
  {
    title: 'Advanced Backtesting',
    text: 'Test buy and sell rules built from 25+ technical indicators on years of NEPSE history, with brokerage commission, SEBON fee and capital gains tax counted.',
    icon: BacktestIcon,
  },
  {
    title: 'Technical Signals',
    text: 'Real-time technical signals and ratings: moving averages, oscillators and trend checks summed up as Buy, Sell or Neutral.',
    icon: SparkIcon,
  },
  {
    title: 'Candlestick Patterns',
    text: 'Detect 25+ candlestick patterns automatically, from Hammer and Engulfing to Morning Star, on every listed stock.',
    icon: CandlesIcon,
  },
  {
    title: 'Support & Resistance',
    text: 'Classic, Camarilla, Fibonacci and Woodie pivots, plus charting levels from recent swing highs and lows.',
    icon: LevelsIcon,
  },
  {
    title: 'Volume Analysis',
    text: 'Volume spike detection: the stocks trading far above their average volume of the last 7 sessions.',
    icon: VolumeIcon,
  },
  {
    title: 'NEPSE Specialized',
    text: "Market insights specific to Nepal's exchange: NEPSE sessions and sectors, bonus-adjusted history and prices in Rs.",
    icon: MarketIcon,
  },
];

/** The landing page's marketing claims. */
export const STATS: readonly { value: string; label: string }[] = [
  { value: '250+', label: 'Stocks Covered' },
  { value: '25+', label: 'Technical Indicators' },
  { value: '15+', label: 'Candlestick Patterns' },
  { value: '99.9%', label: 'Data Accuracy' },
];

/** How It Works: the spec's three steps. */
export const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Connect & Analyze',
    text: 'Open the dashboard and pick a stock or a whole sector and a date range. Nothing to install, no account to set up.',
  },
  {
    title: 'Get Signals',
    text: 'Combine indicators and candlestick patterns into buy and sell rules, or read the ready-made signal screens.',
  },
  {
    title: 'Trade Smart',
    text: 'Run the backtest, compare returns, drawdowns and fees stock by stock, then act on evidence instead of hunches.',
  },
];

/** Sample testimonials. */
export const TESTIMONIALS: readonly { quote: string; name: string; role: string }[] = [
  {
    quote:
      'I used to test moving-average ideas in a spreadsheet for a whole weekend. Here it takes a minute, and the fees are counted properly.',
    name: 'Aarav S.',
    role: 'Part-time investor, Kathmandu',
  },
  {
    quote:
      'The candlestick screen is my morning routine: I see which banks printed a bullish engulfing before the market opens.',
    name: 'Sujata K.',
    role: 'Swing trader, Pokhara',
  },
  {
    quote:
      'Sector backtests changed how I pick hydropower stocks. Seeing the whole sector at once keeps me honest about my rules.',
    name: 'Bikash T.',
    role: 'Equity analyst, Lalitpur',
  },
];
