export * from './rule-value';
export * from './scan';
