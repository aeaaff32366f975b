import { expect, test, type CspViolation } from '../support/test';

/** Waits until the violation was reported both ways (document event and console), then forgets it. */
async function expectViolation(violations: CspViolation[], directive: string): Promise<CspViolation> {
  await expect
    .poll(() => ['console', directive].every((d) => violations.some((v) => v.directive === d)))
    .toBe(true);
  const reported = violations.find((v) => v.directive === directive)!;
  // Provoked on purpose: empty the list so the guard passes.
  violations.splice(0);
  return reported;
}

/**
 * Issue 22 item 5: the app is served under its Content-Security-Policy and every spec fails on a
 * violation (support/test.ts). These tests show the guard sees one, and which frames the policy allows.
 */
test.describe('security headers in the browser', () => {
  test('serves the app with a CSP, nosniff and a referrer policy', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await expect(page.getByRole('link', { name: /linksight/i }).first()).toBeVisible();
  });

  test('an injected inline script is refused and reported to the test', async ({ page, cspViolations }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    expect((await expectViolation(cspViolations, 'script-src-elem')).blocked).toBe('inline');
    expect(
      await page.evaluate(() => 'injected' in window && (window as { __injected?: boolean }).__injected),
    ).toBe(false);
  });

  test('frames only the video players of news articles, not other sites', async ({ page, cspViolations }) => {
    // No network here: the player is answered locally.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
    );
    await page.route('https://www.example.com/**', (route) => route.abort());
    await page.goto('/');
    await page.evaluate(() => {
      for (const src of ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.example.com/']) {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      }
    });
    await expect(page.frameLocator('iframe[src*="youtube-nocookie"]').getByText('player')).toBeVisible();
    expect((await expectViolation(cspViolations, 'frame-src')).blocked).toBe('https://www.example.com');
  });

  test('Swagger UI at /api/docs works under its own policy', async ({ page }) => {
    await page.goto('/api/docs/');
    await expect(page.getByRole('heading', { name: /Linksight API/ })).toBeVisible();
    await expect(page.getByText('/api/health').first()).toBeVisible();
  });
});
