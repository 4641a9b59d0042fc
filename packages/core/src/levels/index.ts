export * from './fibonacci-levels';
export * from './nearest-swings';
export * from './pivot-points';
export * from './swing-points';
