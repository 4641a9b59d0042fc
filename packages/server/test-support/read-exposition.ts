/** Reading Prometheus' text format back, for the tests and the load bench. */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a Prometheus text exposition; throws on a line that is neither a comment nor a sample. */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue;
    const match = SAMPLE_LINE.exec(line);
    if (!match) throw new Error(`Not a Prometheus sample line: ${line}`);
    const [, name = '', labelText = '', value = ''] = match;
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, k = '', v = '']) => [k, v]));
    const number = value === '+Inf' ? Infinity : value === '-Inf' ? -Infinity : Number(value);
    if (Number.isNaN(number) && value !== 'NaN') throw new Error(`Not a sample value: ${line}`);
    samples.push({ name, labels, value: number });
  }
  return samples;
}

/** The value of the one sample named `name` whose labels include `labels`; 0 when there is none yet. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
