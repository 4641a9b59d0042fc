import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65_535);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .min(1)
    .default('./data/nepse.db')
    .describe('a SQLite file path, or postgres://user@host:port/database'),
  DEMO_SEED: z.coerce.number().int().min(0).default(20_160_101),
  DATA_SERVICE_URL: z.union([z.literal(''), z.url()]).default(''),
  ANALYTICS_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes only')
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  demoSeed: number;
  dataServiceUrl: string;
  analyticsId: string | undefined;
  /** Folder of the built web app; the server answers API calls only when it is missing. */
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the server configuration from environment variables; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: databaseTarget(e.DATABASE_URL),
    demoSeed: e.DEMO_SEED,
    dataServiceUrl: e.DATA_SERVICE_URL,
    analyticsId: e.ANALYTICS_ID,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'packages/web/dist')),
    logLevel: e.LOG_LEVEL,
  };
}

function databaseTarget(url: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  const file = url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : url;
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}
