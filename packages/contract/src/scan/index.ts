export * from './scan-request';
export * from './scan-response';
