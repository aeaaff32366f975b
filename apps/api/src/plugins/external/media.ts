import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Local media (avatars, logos, gallery images, swing videos) under /media/. Object storage can
 * replace the folder in a multi-instance deployment (ARCHITECTURE §3).
 */
export default fp(
  async function mediaPlugin(app: FastifyInstance, opts: { mediaDir: string }) {
    await mkdir(opts.mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      wildcard: true,
      index: false,
      maxAge: '1h',
    });
  },
  { name: 'media' },
);
