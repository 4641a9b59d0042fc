import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HEALTH_PATHS } from '../src/routes/health';
import { METRICS_PATH } from '../src/routes/metrics';
import { parseExposition, sampleValue } from '../test-support/read-exposition';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const READY_WITHIN_MS = 300_000;

/** A server started as `npm start` runs it (`src/main.ts` in a process of its own), on loopback. */
export interface ServerProcess {
  readonly base: string;
  /** The process's resident set and V8 heap in use, bytes, from its own /metrics. */
  memory(): Promise<{ rss: number; heapUsed: number }>;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

/** A port free now on loopback (the OS's choice), for a child server to listen on. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  probe.close();
  if (typeof address !== 'object' || address === null) throw new Error('No free port on loopback.');
  return address.port;
}

/**
 * Starts the server with `env` added to this process's environment and waits until GET /readyz answers 200 (the
 * store reachable, the market loaded: on an empty store after the demo market is generated and saved).
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (!(await isReady(base))) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${stderr}`);
    if (Date.now() - started > READY_WITHIN_MS) {
      await stop(child);
      throw new Error(`The server was not ready within ${READY_WITHIN_MS / 1000} s:\n${stderr}`);
    }
    await sleep(250);
  }
  return { base, memory: () => memoryOf(base), stop: () => stop(child) };
}

async function isReady(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}${HEALTH_PATHS.ready}`)).status === 200;
  } catch {
    return false;
  }
}

async function memoryOf(base: string): Promise<{ rss: number; heapUsed: number }> {
  const samples = parseExposition(await (await fetch(`${base}${METRICS_PATH}`)).text());
  const bytes = (kind: string) => sampleValue(samples, 'process_memory_bytes', { kind });
  return { rss: bytes('rss'), heapUsed: bytes('heap_used') };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
