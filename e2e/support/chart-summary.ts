import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** A summary's shape: its latest value, its change over the range in %, and its comparison. */
export const SUMMARY_SHAPE =
  /: latest .+, (up|down) \d[\d,]*\.\d\d% over the range shown \(from .+\); .*(average of|percentage points|level with)/;

/**
 * The figure's chart summary: its text, and its data table toggled open and shut (the button saying which, the
 * table there only while open). Returns the text and the table's rows, each as its cells' texts.
 */
export async function readSummary(figure: Locator): Promise<{ text: string; rows: string[][] }> {
  const summary = figure.getByTestId('chart-summary');
  const text = (await summary.getByTestId('chart-summary-text').textContent()) ?? '';
  const toggle = summary.getByRole('button', { name: 'Show data table' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await summary.getByRole('table').count()).toBe(0);
  await toggle.click();
  const hide = summary.getByRole('button', { name: 'Hide data table' });
  expect(await hide.getAttribute('aria-expanded')).toBe('true');
  const table = summary.getByRole('table');
  await table.waitFor();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (c) => c.textContent ?? '')),
    );
  await hide.click();
  await summary.getByRole('button', { name: 'Show data table' }).waitFor();
  expect(await summary.getByRole('table').count()).toBe(0);
  return { text, rows };
}
