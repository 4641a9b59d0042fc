export * from './breadth';
export * from './continued-index';
export * from './index-returns';
export * from './market-overview';
export * from './movers';
export * from './relative-strength';
export * from './sector-rotation';
export * from './sma-share';
