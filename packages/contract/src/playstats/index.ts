export * from './app-record';
export * from './app-search';
export * from './app-stats';
export * from './package-name';
export * from './provenance';
