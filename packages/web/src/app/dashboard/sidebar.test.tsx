import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_ITEMS } from './menu-items';
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

describe('Sidebar Play Store link', () => {
  function renderAt(path: string, collapsed = false) {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Sidebar collapsed={collapsed} onToggle={() => {}} />
      </MemoryRouter>,
    );
    return screen.getByRole('list', { name: 'More' });
  }

  it("sits below the manifest's menu, outside it, and stays when the search finds none", () => {
    const more = renderAt('/dashboard');
    const link = within(more).getByRole('link', { name: 'Play Store Analytics' });
    expect(link.getAttribute('href')).toBe('/dashboard/playstats');
    expect(link.getAttribute('aria-current')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Screens' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(MENU_ITEMS.map((item) => item.path));
    expect(nav.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is highlighted on the search and on an app's page, an icon with its tooltip when collapsed", () => {
    expect(
      within(renderAt('/dashboard/playstats/app/com.khalti'))
        .getByRole('link', { name: 'Play Store Analytics' })
        .getAttribute('aria-current'),
    ).toBe('page');
    cleanup();
    const more = renderAt('/dashboard/playstats', true);
    expect(
      within(more).getByRole('link', { name: 'Play Store Analytics' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(more).getByRole('tooltip').textContent).toBe('Play Store Analytics');
  });
});
