export * from './technical-ratings';
