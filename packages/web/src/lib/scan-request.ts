import { requestCondition } from './scan-condition';
import type { ScanSpec } from './scan-link';

/** The scan's request body: its conditions as sent (empty bounds left out), the match, the sector, the session. */
export function scanRequestOf(spec: ScanSpec) {
  return {
    conditions: spec.conditions.map(requestCondition),
    match: spec.match,
    sector: spec.sector,
    ...(spec.date !== '' && { date: spec.date }),
  };
}
