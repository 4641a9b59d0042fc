import type { ScanCondition } from '@nepse/contract';
import { scannerLinkFor } from '../lib/scan-link';
import { AppLink } from './app-link';

/**
 * "Open in scanner": the Scanner with a screen's own rule filled in as conditions at the screen's thresholds, so
 * that scanning it gives the screen's list on the same session, and a threshold can then be changed.
 */
export function OpenInScanner({ conditions }: { conditions: readonly ScanCondition[] }) {
  return (
    <AppLink
      to={scannerLinkFor(conditions)}
      className="inline-flex items-center rounded-md border border-primary px-3 py-2 font-medium text-primary-ink text-sm hover:bg-primary-soft"
    >
      Open in scanner
    </AppLink>
  );
}
