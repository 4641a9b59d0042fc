import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
const STARTED = /is running at http:\/\/localhost:(\d+)/;

export interface Started {
  npm: ChildProcess;
  port: number;
  /** Resolves with the first line of the server's output that matches. */
  nextLine(pattern: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/**
 * Runs `npm start` in a process group of its own on the store `database` (a SQLite file or a postgres:// address),
 * serving the web app in `webDist`, on a free port, with request logging (so that a test knows when a request is in
 * flight) and no data polling unless `env` says otherwise; resolves once the server listens.
 */
export async function npmStart(
  database: string,
  webDist: string,
  env: Record<string, string> = {},
): Promise<Started> {
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      WEB_DIST: webDist,
      DATA_POLL_SECONDS: '0',
      // Request logging, so that the test knows when a request is in flight.
      LOG_LEVEL: 'debug',
      ...env,
    },
  });
  let output = '';
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of [...waiters]) {
      const line = output.split('\n').find((l) => w.pattern.test(l));
      if (line !== undefined) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  npm.stdout?.on('data', onData);
  npm.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const nextLine = (pattern: RegExp) =>
    Promise.race([
      new Promise<string>((resolve) => {
        waiters.push({ pattern, resolve });
        onData(Buffer.alloc(0));
      }),
      exited.then(({ code }) => {
        throw new Error(`npm start exited with ${code} before ${pattern}:\n${output}`);
      }),
    ]);
  const port = Number(STARTED.exec(await nextLine(STARTED))?.[1]);
  return { npm, port, nextLine, exited, output: () => output };
}
