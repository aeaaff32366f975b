import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: the encoding's framing would eat most of the gain. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Brotli quality for answers compressed per request (ARCHITECTURE "Delivery (issue 23)"): quality 4 is
 * within a few per cent of gzip -6's speed and smaller; 11 is for build-time files only.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * issue 23 / ARCHITECTURE §9: everything leaves the server compressed. API answers (and index.html) are
 * compressed here; the built assets are compressed at build time (apps/web/scripts/precompress.mjs) and
 * served as such by the SPA plugin, which sets Content-Encoding, so they are not compressed twice.
 * Media types that do not compress (images, videos, PDFs, zips) and byte ranges pass untouched.
 */
export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
