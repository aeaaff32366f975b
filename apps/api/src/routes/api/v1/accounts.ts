import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  AccountSchema,
  AccountSearchResultSchema,
  ApiErrorSchema,
  IdParamsSchema,
  SearchQuerySchema,
  UsernameParamsSchema,
} from '@linksight/api-contract';
import { AppError } from '../../../lib/errors';
import { typed } from '../../../lib/typebox';

export default async function accountRoutes(fastify: FastifyInstance, opts: { mediaDir: string }) {
  const app = typed(fastify);

  app.get(
    '/api/v1/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Search publicly searchable accounts (spec 1 §5)',
        querystring: SearchQuerySchema,
        response: { 200: AccountSearchResultSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ items: await app.repos.accounts.search(request.query.q ?? '') }),
  );

  app.get(
    '/api/v1/accounts/by-username/:username',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Resolve a profile route username to its account (spec 1 §2.3)',
        params: UsernameParamsSchema,
        response: { 200: AccountSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const account = await app.repos.accounts.findByUsername(request.params.username);
      if (!account) throw AppError.notFound(`No account named ${request.params.username}`);
      return account;
    },
  );

  app.get(
    '/api/v1/accounts/:id/image',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Profile image (spec 1 §7: derived from the account id; 404 lets the client fall back)',
        params: IdParamsSchema,
        response: { 404: ApiErrorSchema, 200: Type.Any() },
      },
    },
    async (request, reply) => {
      const rel = await app.repos.accounts.imagePath(request.params.id);
      if (!rel) throw AppError.notFound('No profile image');
      const file = path.resolve(opts.mediaDir, rel);
      if (!file.startsWith(path.resolve(opts.mediaDir) + path.sep))
        throw AppError.notFound('No profile image');
      const bytes = await readFile(file).catch(() => null);
      if (!bytes) throw AppError.notFound('No profile image');
      const type = file.endsWith('.svg')
        ? 'image/svg+xml'
        : file.endsWith('.png')
          ? 'image/png'
          : 'image/jpeg';
      return reply.header('content-type', type).header('cache-control', 'public, max-age=3600').send(bytes);
    },
  );
}
