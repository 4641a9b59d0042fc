import { createContext, type ReactNode, useContext, useState } from 'react';

/** Runs `build` in a task of its own, in its turn; returns what takes it out of the queue if it has not run yet. */
export type BuildInTurn = (build: () => void) => () => void;

/**
 * A queue of chart builds, first come first built, each in a task of its own. lightweight-charts paints a chart in
 * the animation frame after its build: the next build waits for that frame, so that two charts' first paints are two
 * frames, not one long one.
 */
export function chartBuildQueue(): BuildInTurn {
  const waiting: { run: () => void }[] = [];
  let running = false;
  const buildNext = () => {
    const next = waiting.shift();
    if (!next) {
      running = false;
      return;
    }
    next.run();
    requestAnimationFrame(() => setTimeout(buildNext));
  };
  return (build) => {
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
  };
}

/** Without a queue above it (a component's test), a chart is built at once in a task of its own. */
const buildAlone: BuildInTurn = (build) => {
  const timer = setTimeout(build);
  return () => clearTimeout(timer);
};

const QueueContext = createContext<BuildInTurn>(buildAlone);

/** One queue for the charts of the pages below it. */
export function ChartBuildQueueProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(chartBuildQueue);
  return <QueueContext.Provider value={queue}>{children}</QueueContext.Provider>;
}

/** The queue the charts of this page take their turn in. */
export function useChartBuildQueue(): BuildInTurn {
  return useContext(QueueContext);
}
