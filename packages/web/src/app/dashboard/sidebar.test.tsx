import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from './sidebar';

function footerText(collapsed: boolean): string {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Sidebar collapsed={collapsed} onToggle={() => {}} />
    </MemoryRouter>,
  );
  const footer = screen.getByRole('complementary', { name: 'Dashboard navigation' }).querySelector('footer');
  return footer?.textContent ?? '';
}

describe('Sidebar footer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T06:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the year in full when collapsed, with the whole notice as its title', () => {
    expect(footerText(true)).toBe('© 2026');
    expect(screen.getByTitle('© 2026 NEPSE Backtest. All rights reserved.')).toBeTruthy();
  });

  it('shows the year and the rights notice when expanded', () => {
    expect(footerText(false)).toBe('© 2026 NEPSE Backtest. All rights reserved.');
  });
});
