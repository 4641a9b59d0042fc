import { useEffect, useState } from 'react';

/**
 * A module loaded on demand (a dynamic import) once `wanted`: undefined until it has loaded; a failed load is thrown
 * while rendering, for the route's error screen. Used instead of React's `lazy` where the code is loaded ahead (with
 * a request it goes along with): a lazy component suspends on its first render even when its code is there, and
 * React then holds the boundary's content back for up to 300 ms after its fallback showed (its fallback throttle).
 */
export function useModule<M>(load: () => Promise<M>, wanted = true): M | undefined {
  const [state, setState] = useState<{ module: M } | { error: unknown }>();
  useEffect(() => {
    if (!wanted || state !== undefined) return;
    let live = true;
    load().then(
      (module) => live && setState({ module }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [load, wanted, state]);
  if (state !== undefined && 'error' in state) throw state.error;
  return state?.module;
}
