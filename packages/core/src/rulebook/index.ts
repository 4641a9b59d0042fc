export * from './price-band';
