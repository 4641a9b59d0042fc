import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

// What the tests of the list screens' pages share: a stubbed server, the page in a router, a row's cells.

/** The data headers of a screen answer on the demo market's 2026-11-23. */
export const SCREEN_TEST_HEADERS = {
  'x-data-date': '2026-11-23',
  'x-expected-date': '2026-11-23',
  'x-data-kind': 'demo',
};

/** Answers each call in turn with the next of `answers` (the last one again after), recording the paths asked. */
export function answerWith(...answers: { status: number; body: unknown }[]): string[] {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    paths.push(new URL(String(input)).pathname);
    const answer = answers[Math.min(paths.length, answers.length) - 1];
    return new Response(JSON.stringify(answer?.body), {
      status: answer?.status ?? 500,
      headers: SCREEN_TEST_HEADERS,
    });
  });
  return paths;
}

/** Renders `Page` at `path` with a fresh query client that does not retry. */
export function renderPage(path: string, Page: ComponentType): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, Component: Page }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The texts of a table row's cells. */
export function cellsOf(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
}

/** The texts of a table's header row. */
export function headersOf(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
}
