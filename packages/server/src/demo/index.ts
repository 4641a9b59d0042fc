export {
  type DemoMarket,
  type DemoMarketOptions,
  generateDemoMarket,
  simulateDemoMarket,
} from './generate-demo-market';
