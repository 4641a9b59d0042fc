export * from './page-paths';
export * from './screen-declaration';
export * from './screen-manifest';
