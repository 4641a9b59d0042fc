/** The store's way of writing a counter: the largest 1, 5, 10, 50, 100, ... at or below it, with a plus (`10,000,000+`). */
export function installBucketText(installs: number): string {
  let bucket = 1;
  for (let step = 1; step <= installs; step *= 10) bucket = 5 * step <= installs ? 5 * step : step;
  return `${(installs < 1 ? 0 : bucket).toLocaleString('en-US')}+`;
}
