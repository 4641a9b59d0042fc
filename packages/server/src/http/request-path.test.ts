import { describe, expect, it } from 'vitest';
import { normalisedPath } from './request-path';

describe('normalisedPath', () => {
  it.each([
    ['/api/sectors', '/api/sectors'],
    ['/api/sectors?x=1', '/api/sectors'],
    ['/%61pi/sectors', '/api/sectors'],
    ['/%61%70%69/%73ectors', '/api/sectors'],
    ['/api/./sectors', '/api/sectors'],
    ['/api/x/../sectors', '/api/sectors'],
    ['/api/%2e/sectors', '/api/sectors'],
    ['/api/x/%2E%2E/sectors', '/api/sectors'],
    ['//api///sectors', '/api/sectors'],
    ['/api\\sectors', '/api/sectors'],
    ['/api%2Fsectors', '/api/sectors'],
    ['http://x/api/sectors', '/api/sectors'],
    ['HTTPS://example.com:8080/api/sectors?q', '/api/sectors'],
    ['/../../api/sectors', '/api/sectors'],
    ['/api/backtest/', '/api/backtest/'],
    ['/', '/'],
    ['', '/'],
    ['/bad%escape/x', '/bad%escape/x'],
    ['/dashboard/stock/NABIL', '/dashboard/stock/NABIL'],
  ])('%s is %s', (url, expected) => {
    expect(normalisedPath(url)).toBe(expected);
  });
});
