import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { buildTestApp, testConfig, type TestApp } from './helpers';
import { closeQuietly } from './player-fixtures';

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Issue 22 item 5: security headers on every answer, with a CSP the SPA runs under. */
describe('security headers', () => {
  let plain: TestApp;
  let configured: FastifyInstance;
  beforeAll(async () => {
    plain = await buildTestApp('pglite');
    // The headers depend on the configuration only: a second app on the same database.
    const { config } = await testConfig({
      PUBLIC_BASE_URL: 'https://linksight.example.org',
      MAP_SATELLITE_TILE_URL: 'https://tiles.example.net/sat/{z}/{x}/{y}.jpg',
      FRONT_SITE_URL: 'https://www.example.com/home',
    });
    configured = await buildApp({ config, db: plain.db, closeDbOnShutdown: false });
    await configured.ready();
  });
  afterAll(async () => {
    await configured?.close();
    if (plain) await closeQuietly(plain);
  });

  it('sends nosniff, a referrer policy, frame-ancestors and a strict script policy', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = directives(res);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    // Only the video players of news articles and the SPA's own pages may be framed.
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'https://www.youtube.com/embed/',
      'https://www.youtube-nocookie.com/embed/',
    ]);
    // Served over http: no HSTS, and no upgrade of the page's requests to https.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends the same headers on errors and unknown routes', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(res).get('script-src')).toEqual(["'self'"]);
  });

  it('allows the configured satellite tiles and front site, and sends HSTS over https', async () => {
    const res = await configured.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(res);
    expect(csp.get('img-src')).toContain('https://tiles.example.net');
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://tiles.example.net']);
    expect(csp.get('frame-src')).toContain('https://www.example.com');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps Swagger UI working under its own policy', async () => {
    const page = await plain.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    // No frames for the UI, and no https upgrade of its own requests over http.
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    // Its bundles are served (the e2e suite opens the UI in Chromium under this policy).
    const bundle = await plain.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const document = await plain.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
  });
});
