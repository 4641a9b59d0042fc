/** Chart builds waiting for their turn, first come first built. */
const waiting: { run: () => void }[] = [];
let running = false;

function buildNext(): void {
  const next = waiting.shift();
  if (!next) {
    running = false;
    return;
  }
  next.run();
  // lightweight-charts paints a chart in the animation frame after its build: the next build waits for that frame,
  // so that two charts' first paints are two frames, not one long one.
  requestAnimationFrame(() => setTimeout(buildNext));
}

/**
 * Runs `build` in a task of its own once the charts queued before it have been built and painted; returns what
 * takes it out of the queue if it has not run yet.
 */
export function buildInTurn(build: () => void): () => void {
  const entry = { run: build };
  waiting.push(entry);
  if (!running) {
    running = true;
    setTimeout(buildNext);
  }
  return () => {
    const at = waiting.indexOf(entry);
    if (at >= 0) waiting.splice(at, 1);
  };
}
