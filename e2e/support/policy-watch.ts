import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a page broke of the policy, and the policy each of its documents came with. */
export interface PolicyWatch {
  violations: string[];
  documents: { url: string; policy: string | undefined }[];
}

/**
 * Watches a page for Content-Security-Policy violations, through the `securitypolicyviolation` event (reported from
 * every document the page opens) and Chromium's console errors naming the policy.
 */
export async function watchPolicy(page: Page): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], documents: [] };
  await page.exposeFunction('reportPolicyViolation', (text: string) => watch.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      watch.violations.push(message.text());
    }
  });
  page.on('response', (response) => {
    if (response.request().isNavigationRequest()) {
      watch.documents.push({ url: response.url(), policy: response.headers()['content-security-policy'] });
    }
  });
  return watch;
}

/** Every document came with the policy, and nothing broke it. */
export function expectClean(watch: PolicyWatch, pages: number): void {
  expect(watch.violations).toEqual([]);
  expect(watch.documents.length).toBeGreaterThanOrEqual(pages);
  for (const document of watch.documents) {
    expect(document.policy, document.url).toMatch(/default-src 'self'/);
  }
}
