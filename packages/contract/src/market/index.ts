export * from './market-overview';
export * from './relative-strength';
