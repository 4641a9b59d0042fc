export * from './candles';
export * from './fibonacci-leg-description';
export * from './fibonacci-levels';
export * from './support-resistance';
export * from './woodie-open';
