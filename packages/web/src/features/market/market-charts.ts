// The page's lightweight-charts charts, loaded together after the page's tables.
export { IndexChart } from './index-chart';
export { SmaShareChart } from './sma-share-chart';
