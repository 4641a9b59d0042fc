import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup. The files share one
// module registry and one jsdom (no isolation, for speed): each test leaves no stubbed global, spy, stored item
// or changed address.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Back to the address every test starts from, for a test that moved it (pushState, a link followed).
  window.history.replaceState(null, '', '/');
});
