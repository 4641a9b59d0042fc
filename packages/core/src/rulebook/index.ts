export * from './rulebook';
export * from './rules-on';
