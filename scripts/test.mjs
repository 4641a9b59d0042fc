// `npm test`: lint, typecheck, build, every Vitest project (unit, then browser), and one closing line
// `N passed, N failed` summing them all. Lint, each typecheck and the build count as one check each.
// Exits non-zero when anything fails or when a project runs no test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
// The scripts are plain JavaScript, with nothing to typecheck.
const TYPECHECK_DIRS = [
  'packages/core/src',
  ...Object.values(PROJECT_DIRS).filter((dir) => dir !== 'scripts'),
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

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    problems.push(label);
  }
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
check('lint', 'npm', ['run', 'lint', '--silent']);
for (const dir of TYPECHECK_DIRS) check(`typecheck ${dir}`, bin('tsc'), ['-p', dir]);
const built = run('build web', 'npm', ['run', 'build', '--silent']);
if (built) passed += 1;
else {
  failed += 1;
  problems.push('build web');
}
vitest('unit', UNIT_PROJECTS);
if (built) vitest('browser', ['e2e']);

if (problems.length > 0) console.log(`\nFailed:\n  ${problems.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
