import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env';
import { AppError } from '../../lib/errors';
import { deriveAuthKeys, loadJwtSecret } from '../../services/auth/secrets';
import { createMediaSigner, type MediaSigner } from '../../services/media/media-signer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs the media addresses the API hands out; `/media/` serves only signed ones. */
    mediaSigner: MediaSigner;
  }
}

/**
 * Media under `/media/` are served at signed addresses only (services/media/media-signer.ts): an unsigned or
 * expired address is the same 404 as a missing file, so a private profile's files cannot be guessed.
 */
export default fp(
  async function mediaAccessPlugin(app: FastifyInstance, opts: { config: Config }) {
    const key = deriveAuthKeys(await loadJwtSecret(opts.config)).mediaUrl;
    app.decorate(
      'mediaSigner',
      createMediaSigner(key, () => app.clock.now()),
    );
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/media/') && !app.mediaSigner.isSigned(request.url))
        throw AppError.notFound('No such media file');
    });
  },
  { name: 'media-access', dependencies: ['auth'] },
);
