export * from './bootstrap-interval';
export * from './event-return';
export * from './event-study';
export * from './list-events';
export * from './return-stats';
export * from './round-trip-cost';
