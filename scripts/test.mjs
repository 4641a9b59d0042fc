// `npm test`: lint, typecheck, build, every Vitest project (unit, then browser), and one closing line
// `N passed, N failed` summing them all. Lint, each typecheck and the build count as one check each.
// Exits non-zero when anything fails or when a project runs no test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const UNIT_PROJECTS = ['core', 'contract', 'server', 'web', 'scripts'];
const PROJECT_DIRS = {
  core: 'packages/core',
  contract: 'packages/contract',
  server: 'packages/server',
  web: 'packages/web',
  scripts: 'scripts',
  e2e: 'e2e',
};
// Core's runtime code has a tsconfig of its own without Node or DOM types; its tests and bench use the package's.
// The scripts are plain JavaScript, with nothing to typecheck. Listed longest first (see below).
const TYPECHECK_DIRS = [
  'packages/web',
  'packages/server',
  'e2e',
  'packages/contract',
  'packages/core',
  'packages/core/src',
];

let passed = 0;
let failed = 0;
const problems = [];

function run(label, command, args) {
  console.log(`\n=== ${label}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

/**
 * Runs `command` with its output held back, and resolves with whether it exited 0; the output is printed whole
 * when it ends, so that checks running side by side do not interleave their lines.
 */
function runHeld(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let ended = false;
    // A command that cannot start reports an error and then closes: it ends once.
    const end = (ok, note = '') => {
      if (ended) return;
      ended = true;
      console.log(`\n=== ${label}: ${[path.basename(command), ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      console.log(
        `${note}=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(ok);
    };
    child.once('error', (error) => end(false, `${error.message}\n`));
    child.once('close', (code) => end(code === 0));
  });
}

/**
 * Lint, the typechecks and the build read the sources and write nothing another needs: they run as many at a time
 * as the machine has cores (at least two), which takes them from the sum of their times towards the longest.
 * Each counts as one check; resolves with the outcome of each, by label.
 */
async function checksSideBySide(checks) {
  const outcome = new Map();
  const queue = [...checks];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [label, command, args] = next;
      const ok = await runHeld(label, command, args);
      outcome.set(label, ok);
      if (ok) passed += 1;
      else {
        failed += 1;
        problems.push(label);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
  return outcome;
}

function vitest(label, projects) {
  const out = path.join(resultsDir, `${label}.json`);
  rmSync(out, { force: true });
  const ok = run(label, bin('vitest'), [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) {
    failed += 1;
    problems.push(`${label}: Vitest wrote no report`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const perProject = Object.fromEntries(projects.map((p) => [p, { passed: 0, failed: 0, skipped: 0 }]));
  let counted = 0;
  for (const file of report.testResults) {
    const rel = path.relative(root, file.name);
    const project = projects.find((p) => rel.startsWith(`${PROJECT_DIRS[p]}/`));
    const tally = project ? perProject[project] : undefined;
    const results = file.assertionResults ?? [];
    if (results.length === 0 && file.status === 'failed') {
      // A file that failed before running a test (import error, failing hook) counts as one failure.
      failed += 1;
      counted += 1;
      if (tally) tally.failed += 1;
      problems.push(`${rel}: ${String(file.message ?? 'failed').split('\n')[0]}`);
    }
    for (const test of results) {
      if (test.status === 'passed') {
        passed += 1;
        if (tally) tally.passed += 1;
      } else if (test.status === 'failed') {
        failed += 1;
        counted += 1;
        if (tally) tally.failed += 1;
        problems.push(`${rel}: ${test.fullName}`);
      } else if (tally) tally.skipped += 1;
    }
  }
  for (const [project, tally] of Object.entries(perProject)) {
    console.log(`    ${project}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
    if (tally.passed + tally.failed === 0) {
      failed += 1;
      problems.push(`${project}: ran no test`);
    }
  }
  if (!ok && counted === 0) {
    failed += 1;
    problems.push(`${label}: Vitest failed outside any test (see its output above)`);
  }
}

mkdirSync(resultsDir, { recursive: true });
const started = Date.now();
// The longest first, so that the short ones fill the lanes around them: on the CI machine the web, server and
// browser typechecks take longer than the build or lint.
const typechecks = TYPECHECK_DIRS.map((dir) => [`typecheck ${dir}`, bin('tsc'), ['-p', dir]]);
const outcome = await checksSideBySide([
  ...typechecks.slice(0, 3),
  ['build web', 'npm', ['run', 'build', '--silent']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ...typechecks.slice(3),
]);
console.log(`\n=== lint, typecheck and build: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
const built = outcome.get('build web') === true;
vitest('unit', UNIT_PROJECTS);
if (built) vitest('browser', ['e2e']);

if (problems.length > 0) console.log(`\nFailed:\n  ${problems.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
