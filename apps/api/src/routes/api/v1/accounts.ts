import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  AccountSearchResultSchema,
  ApiErrorSchema,
  IdParamsSchema,
  ProfileAccountSchema,
  SearchQuerySchema,
  UsernameParamsSchema,
} from '@linksight/api-contract';
import { sendMediaImage } from '../../../lib/media-file';
import { typed } from '../../../lib/typebox';
import { authorizeWebsite } from '../../../services/access/player-access';
import { resolveProfileForViewer } from '../../../services/access/profile-view';
import { access } from '../../../services/access/route-access';

export default async function accountRoutes(fastify: FastifyInstance, opts: { mediaDir: string }) {
  const app = typed(fastify);

  app.get(
    '/api/v1/accounts',
    {
      config: access.public(),
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
      config: access.custom('the profile is resolved to what the caller may see (spec 2 §6)'),
      schema: {
        tags: ['accounts'],
        summary: 'Resolve a profile route username to the profile the caller may see (spec 1 §2.3)',
        description:
          'A private website answers 404 to visitors, as a missing account does. Circle membership is sent to the player and product managers only.',
        security: [{ bearerAuth: [] }, {}],
        params: UsernameParamsSchema,
        response: {
          200: ProfileAccountSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks: never shared by caches between callers.
      reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
      return resolveProfileForViewer(app, request, request.params.username);
    },
  );

  app.get(
    '/api/v1/accounts/:id/image',
    {
      config: access.custom(
        'the photo goes where the website goes (spec 2 §6): authorizeWebsite, or an address the API signed',
      ),
      schema: {
        tags: ['accounts'],
        summary: 'Profile image (spec 1 §7: derived from the account id; 404 lets the client fall back)',
        description:
          "A private website's photo answers 404 to visitors, as a missing one does; the player, their circle and product managers get it with their token.",
        security: [{ bearerAuth: [] }, {}],
        params: IdParamsSchema,
        response: { 404: ApiErrorSchema, 200: Type.Any() },
      },
    },
    async (request, reply) => {
      // A signed address (the resume's picture, printed by the PDF service with no token) is its own
      // permission (services/media/media-signer.ts); otherwise the viewer must be let in.
      if (!app.mediaSigner.isSigned(request.url)) await authorizeWebsite(app, request, request.params.id);
      const rel = await app.repos.accounts.imagePath(request.params.id);
      return sendMediaImage(reply, opts.mediaDir, rel, 'profile image', { isRevalidated: true });
    },
  );
}
