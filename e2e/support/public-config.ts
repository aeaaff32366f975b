import type { Page } from '@playwright/test';

// Must equal PUBLIC_CONFIG_ELEMENT_ID of apps/api/src/plugins/external/spa.ts.
const PUBLIC_CONFIG_BLOCK =
  /(<script type="application\/json" id="linksight-public-config">)(.*?)(<\/script>)/;

/**
 * The app as a server configured otherwise would serve it: `patch` over the public configuration, both in
 * the page (index.html carries it, issue 23) and in `GET /api/v1/config`. `extraSources` joins the
 * page's CSP img-src and connect-src, as the server does for a configured tile host.
 */
export async function servePublicConfig(
  page: Page,
  patch: Record<string, unknown>,
  extraSources: string | null = null,
): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      PUBLIC_CONFIG_BLOCK,
      (_all, open: string, json: string, close: string) =>
        open + JSON.stringify({ ...JSON.parse(json), ...patch }).replace(/</g, '\\u003c') + close,
    );
    // The body is sent decoded: the original encoding and length no longer apply.
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    if (extraSources !== null)
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        /(img-src|connect-src) ([^;]*)/g,
        `$1 $2 ${extraSources}`,
      );
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  await page.route('**/api/v1/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, ...patch } });
  });
}
