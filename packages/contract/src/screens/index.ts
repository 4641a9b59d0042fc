export * from './screen-headers';
export * from './volume-shockers';
