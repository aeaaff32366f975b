import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';

/** spec 3 §2 news article dialog: a video-site link is embedded as a frame of these players only. */
const VIDEO_EMBED_SOURCES = ['https://www.youtube.com/embed/', 'https://www.youtube-nocookie.com/embed/'];

/** The origin of a URL or of a tile template (`https://tiles.example.com/{z}/{x}/{y}.jpg`). */
function originOf(template: string | null): string | null {
  if (template === null) return null;
  try {
    return new URL(template.replace(/\{[a-z]+\}/gi, '0')).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy the SPA runs under (issue 22 item 5; the e2e suite fails on any violation).
 * Scripts come from this origin only. Styles also allow inline: MUI/Emotion inject <style> elements and
 * index.html carries one. MapLibre runs its worker from a bundled file (or a blob), fetches the configured
 * satellite tiles and decodes them through blob: images. Frames: the SPA's own report pages, the
 * configured front site (spec 2 §2 side menu) and the news articles' video players, nothing else.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const tiles = originOf(config.mapSatelliteTileUrl);
  const frontSite = originOf(config.frontSiteUrl);
  const extra = (...sources: (string | null)[]) => sources.filter((s): s is string => s !== null);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extra(tiles)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extra(tiles)],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...extra(frontSite), ...VIDEO_EMBED_SOURCES],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    ...(config.publicBaseUrl.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer (issue 22 item 5, ARCHITECTURE §9): the CSP above, nosniff,
 * frame-ancestors/X-Frame-Options, a referrer policy, and HSTS when the app is served over https.
 * Swagger UI under /api/docs sends its own, stricter-for-it CSP (its plugin's `staticCSP`).
 */
export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { config: Config }) {
    const isHttps = opts.config.publicBaseUrl.startsWith('https:');
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(opts.config) },
      // Embedded video players refuse to play without the embedding page's origin (no-referrer breaks them).
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    // An API answer to a caller with a token is theirs (a profile's GHIN and weight, a new access token's
    // secret): no cache keeps it unless its route says otherwise (course data revalidates by ETag). It had
    // no Cache-Control at all, unlike login's no-store.
    app.addHook('onSend', async (request, reply) => {
      if (
        request.headers.authorization !== undefined &&
        request.url.startsWith('/api/') &&
        !reply.hasHeader('cache-control')
      )
        reply.header('cache-control', 'private, no-store');
    });
  },
  { name: 'security-headers' },
);
