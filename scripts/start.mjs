// `npm start`: builds the web app when it is missing or older than its sources, then runs the server
// (which creates the store and the demo market on the first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'packages/web/dist/index.html');
const webSources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/public',
  'packages/web/scripts',
  'packages/web/package.json',
  'packages/contract/src',
  'packages/core/src',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...webSources.map((s) => newestMtime(path.join(root, s))));
// With WEB_DIST the server serves a web app built elsewhere.
if (!process.env.WEB_DIST && builtAt < sourcesAt) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
// `npm start` runs this script through `exec` (package.json), so that the signal npm passes on reaches it
// rather than the shell, which would die and leave the server running.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
