import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export { expect };

/** A Content-Security-Policy violation seen in the browser: the directive and what it blocked. */
export type CspViolation = { directive: string; blocked: string; page: string };

declare global {
  interface Window {
    __linksightCspViolation?: (violation: CspViolation) => void;
  }
}

/** In every page of the context, before the app's own scripts: report each violation to the test. */
async function watchContext(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeFunction('__linksightCspViolation', (violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__linksightCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: event.documentURI,
      });
    });
  });
  // Workers and frames report to the console rather than to the document.
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push({ directive: 'console', blocked: message.text(), page: message.location().url });
  });
}

/**
 * The e2e `test`: every spec runs under the server's CSP, and a violation fails the test (issue 22
 * item 5), in the default context and in any context a test opens with `browser.newContext()`. A test
 * that provokes a violation on purpose reads and empties `cspViolations`. ESLint makes specs import
 * `test` from here.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: CspViolation[] = [];
      await watchContext(context, violations);
      const newContext = browser.newContext.bind(browser);
      const patched: Browser['newContext'] = async (options) => {
        const created = await newContext(options);
        await watchContext(created, violations);
        return created;
      };
      browser.newContext = patched;
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
