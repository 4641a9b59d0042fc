// `npm run lint` runs this: every text file of the repository (tracked, or new and not ignored) is searched for
// citations of the spec or the design (see outside-citations.mjs); each is printed as file:line: text, and any
// one fails the run.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outsideCitations } from './outside-citations.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** Not searched: generated, or the check itself and its test, whose patterns and samples are citations. */
const SKIPPED = new Set([
  'package-lock.json',
  'scripts/outside-citations.mjs',
  'scripts/outside-citations.test.mjs',
]);

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '' && !SKIPPED.has(file) && existsSync(path.join(root, file)));

let found = 0;
for (const file of files) {
  const bytes = readFileSync(path.join(root, file));
  if (bytes.includes(0)) continue; // binary
  for (const { line, text } of outsideCitations(bytes.toString('utf8'))) {
    console.log(`${file}:${line}: ${text}`);
    found += 1;
  }
}
if (found > 0) {
  console.log(
    `\n${found} citation(s) of the spec or the design: state the rule itself, here or in docs/, in our own words.`,
  );
  process.exit(1);
}
