export * from './fibonacci-levels';
export * from './pivot-points';
export * from './swing-points';
