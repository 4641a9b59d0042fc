export * from './candles';
export * from './fibonacci-levels';
export * from './support-resistance';
