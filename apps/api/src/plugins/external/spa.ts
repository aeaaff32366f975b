import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicConfig } from '@linksight/api-contract';
import { preferredEncoding, type ContentEncoding } from '../../lib/accept-encoding';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the SPA's index.html, or null when no build is present. */
    sendSpaIndex: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null;
  }
}

const HASHED_ASSET = /\/assets\//;
/** The meta tag the SPA reads to open a host-mapped organisation (spec 1 §2.4). */
export const HOST_ORGANIZATION_META = 'linksight-host-organization';

/** The JSON block holding the public configuration (GET /api/v1/config) in index.html (issue 23). */
export const PUBLIC_CONFIG_ELEMENT_ID = 'linksight-public-config';

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * spec 1 §2.4 host-mapped organisation matcher: when the request's host is mapped to an
 * organisation, index.html names it in a meta tag, so the SPA opens that organisation's page
 * without an extra request on every other host.
 */
export function withHostOrganization(indexHtml: string, organizationShort: string | null): string {
  if (organizationShort === null) return indexHtml;
  const tag = `<meta name="${HOST_ORGANIZATION_META}" content="${escapeAttribute(organizationShort)}">`;
  return indexHtml.replace('</head>', `${tag}</head>`);
}

/**
 * issue 23: index.html carries the public configuration as a JSON data block (not a script: the CSP allows
 * no inline script, and a data block is never run), so the home page's loader and the host matchers need
 * no request before the first paint. `<` is escaped, so the JSON cannot close the element.
 */
export function withPublicConfig(indexHtml: string, publicConfig: PublicConfig): string {
  const json = JSON.stringify(publicConfig).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
  return indexHtml.replace('</head>', `${block}</head>`);
}

const compressHtml: Record<ContentEncoding, (html: string) => Buffer> = {
  br: (html) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (html) => gzipSync(html, { level: 9 }),
};

/**
 * index.html in the encoding the browser takes (issue 23). The not-found handler that sends it is no
 * route, so @fastify/compress does not see it: the page is compressed here, once for the common case
 * (no host-mapped organisation) and per request otherwise (4 KB).
 */
function htmlSender(indexHtml: string) {
  const ready = { br: compressHtml.br(indexHtml), gzip: compressHtml.gzip(indexHtml) };
  return (request: FastifyRequest, reply: FastifyReply, organizationShort: string | null) => {
    const html = withHostOrganization(indexHtml, organizationShort);
    const encoding = preferredEncoding(request);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding === null) return reply.send(html);
    const body = organizationShort === null ? ready[encoding] : compressHtml[encoding](html);
    return reply.header('content-encoding', encoding).send(body);
  };
}

/** Serves the built SPA; the not-found handler falls back to index.html for history routes. */
export default fp(
  async function spaPlugin(app: FastifyInstance, opts: { distDir: string; publicConfig: PublicConfig }) {
    const indexFile = path.join(opts.distDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn({ distDir: opts.distDir }, 'web build not found: run `npm run build` to serve the app');
      app.decorate('sendSpaIndex', null);
      return;
    }
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // issue 23: the build writes .br and .gz beside every text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed bundles never change; everything else (sw.js, manifest) must be revalidated.
        res.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const sendHtml = htmlSender(withPublicConfig(readFileSync(indexFile, 'utf8'), opts.publicConfig));
    app.decorate('sendSpaIndex', async (request: FastifyRequest, reply: FastifyReply) => {
      const organization = await app.repos.organizations.findByHost(request.hostname);
      return sendHtml(request, reply, organization?.organizationShort ?? null);
    });
  },
  { name: 'spa', dependencies: ['repositories'] },
);
