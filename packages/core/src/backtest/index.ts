export * from './costs';
export * from './range';
export * from './simulate';
export * from './statistics';
