export { buildApp } from './app';
export { loadConfig, type ServerConfig } from './config';
