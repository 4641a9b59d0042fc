import type { IconKey } from '@nepse/contract';
import {
  AppStoreIcon,
  BacktestIcon,
  BreakoutIcon,
  CandlesIcon,
  FibonacciIcon,
  FlameIcon,
  GaugeIcon,
  type Icon,
  LevelsIcon,
  PulseIcon,
  ScannerIcon,
  SparkIcon,
  SqueezeIcon,
  TrendIcon,
  VolumeIcon,
  YearRangeIcon,
} from '../../components/icons';

/** The drawing of each icon the screen manifest names. */
export const MENU_ICONS: Record<IconKey, Icon> = {
  backtest: BacktestIcon,
  spark: SparkIcon,
  trend: TrendIcon,
  flame: FlameIcon,
  levels: LevelsIcon,
  breakout: BreakoutIcon,
  squeeze: SqueezeIcon,
  gauge: GaugeIcon,
  candles: CandlesIcon,
  volume: VolumeIcon,
  'year-range': YearRangeIcon,
  pulse: PulseIcon,
  fibonacci: FibonacciIcon,
  'app-store': AppStoreIcon,
  scanner: ScannerIcon,
};
