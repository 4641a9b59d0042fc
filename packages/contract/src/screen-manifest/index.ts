export * from './screen-declaration';
export * from './screen-manifest';
