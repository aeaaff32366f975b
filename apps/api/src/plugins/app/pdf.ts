import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import { AppError } from '../../lib/errors';
import { resolveBrowserSource } from '../../services/pdf/browser';
import { createPdfRenderer, type PdfRenderer } from '../../services/pdf/pdf-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PDF service (ARCHITECTURE §6): `app.pdf.render({ path, format })` prints one of the app's pages. */
    pdf: PdfRenderer;
  }
}

/**
 * The origin the browser opens report pages on: PDF_RENDER_BASE_URL, else this server itself on the
 * loopback interface and the port it listens on (known only once listening, so read at each render).
 */
export function ownBaseUrl(app: FastifyInstance, configured: string | null, isTls = false): string {
  if (configured) return configured;
  const address = app.server.address() as AddressInfo | string | null;
  if (address === null || typeof address === 'string')
    throw AppError.unavailable(
      'PDF export is unavailable: the server is not listening on a TCP port; set PDF_RENDER_BASE_URL.',
    );
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `${isTls ? 'https' : 'http'}://${host}:${address.port}`;
}

export default fp(
  async function pdfPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { config } = opts;
    const source = resolveBrowserSource({
      chromiumPath: config.chromiumPath,
      wsEndpoint: config.pdfBrowserWsEndpoint,
    });
    if (source.kind === 'none') app.log.warn(source.reason);
    const renderer = createPdfRenderer({
      source,
      baseUrl: () => ownBaseUrl(app, config.pdfRenderBaseUrl, config.tls !== null),
      ignoreHttpsErrors: config.pdfRenderBaseUrl === null && config.tls !== null,
      poolSize: config.pdfPoolSize,
      queueMax: config.pdfQueueMax,
      queueTimeoutMs: config.pdfQueueTimeoutMs,
      renderTimeoutMs: config.pdfRenderTimeoutMs,
      log: app.log,
    });
    app.decorate('pdf', renderer);
    app.addHook('onClose', async () => renderer.close());
  },
  { name: 'pdf' },
);
