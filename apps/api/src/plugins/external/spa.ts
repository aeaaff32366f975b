import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the SPA's index.html, or null when no build is present. */
    sendSpaIndex: ((reply: FastifyReply) => FastifyReply) | null;
  }
}

const HASHED_ASSET = /\/assets\//;

/** Serves the built SPA; the not-found handler falls back to index.html for history routes. */
export default fp(
  async function spaPlugin(app: FastifyInstance, opts: { distDir: string }) {
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
      setHeaders: (res, filePath) => {
        // Hashed bundles never change; everything else (sw.js, manifest) must be revalidated.
        res.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.decorate('sendSpaIndex', (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', opts.distDir),
    );
  },
  { name: 'spa' },
);
