// `npm run bench`: every workspace's own `bench` script, one after the other (never in parallel, so that
// the figures of one do not steal the cores of another).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
let status = 0;
for (const dir of workspaces) {
  const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  if (!pkg.scripts?.bench) continue;
  console.log(`\n### ${pkg.name}`);
  const result = spawnSync('npm', ['run', 'bench', '--silent', '--workspace', pkg.name], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) status = 1;
}
process.exit(status);
