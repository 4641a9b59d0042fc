import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup. The files share one
// module registry and one jsdom (no isolation, for speed): each test leaves no stubbed global, spy or stored item.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
