/** What a long command has done of one step: `done` of `total`, the last item's name. */
export interface Progress {
  step: string;
  done: number;
  total: number;
  what: string;
}

const WIDTH = 30;

/** One line of a progress bar: `history [#########.....]  120/550  NABIL`. */
export function progressLine(p: Progress, width = WIDTH): string {
  const filled = p.total > 0 ? Math.round((p.done / p.total) * width) : width;
  const count = `${p.done}`.padStart(`${p.total}`.length);
  return `${p.step} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${count}/${p.total}  ${p.what}`;
}

/**
 * A progress bar on a terminal stream: redrawn in place on a terminal; elsewhere (a log file, a pipe) a line at
 * each tenth of a step and at its end, so that logs stay short.
 */
export class ProgressBar {
  #lastTenth = -1;
  #drawn = false;

  constructor(private readonly stream: NodeJS.WriteStream) {}

  update(p: Progress): void {
    if (this.stream.isTTY) {
      this.stream.write(`\r${progressLine(p).slice(0, (this.stream.columns || 80) - 1)}\x1b[K`);
      this.#drawn = true;
      if (p.done === p.total) this.done();
      return;
    }
    const tenth = p.total > 0 ? Math.floor((p.done * 10) / p.total) : 10;
    if (tenth !== this.#lastTenth || p.done === p.total) this.stream.write(`${progressLine(p)}\n`);
    this.#lastTenth = p.done === p.total ? -1 : tenth;
  }

  /** Ends the line being redrawn, before other output. */
  done(): void {
    if (this.#drawn) this.stream.write('\n');
    this.#drawn = false;
  }
}
