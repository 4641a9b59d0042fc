export * from './pattern-names';
export * from './pattern-picture-path';
export * from './pattern-summaries';
