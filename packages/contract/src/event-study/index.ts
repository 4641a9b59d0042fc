export * from './event-study-lists';
export * from './event-study-request';
export * from './event-study-response';
