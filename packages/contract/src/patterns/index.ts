export * from './pattern-names';
export * from './pattern-summaries';
