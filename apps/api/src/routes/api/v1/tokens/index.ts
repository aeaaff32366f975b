import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  ApiErrorSchema,
  CreatedTokenSchema,
  CreateTokenSchema,
  TokenListSchema,
  TokenParamsSchema,
} from '@linksight/api-contract';
import { AppError } from '../../../../lib/errors';
import { typed } from '../../../../lib/typebox';
import { access } from '../../../../services/access/route-access';

const TAGS = ['access tokens'];
const ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Personal access tokens of the logged-in account (issue 20, Settings → API access). Creating and revoking
 * needs a logged-in session: a token cannot make or revoke tokens (route-access refuses it).
 */
export default async function tokenRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const repo = app.repos.accessTokens;

  app.get(
    '/api/v1/tokens',
    {
      config: access.account(),
      schema: {
        tags: TAGS,
        summary: 'Your personal access tokens (never the tokens themselves), with last use',
        security: [{ bearerAuth: [] }],
        response: { 200: TokenListSchema, ...ERRORS },
      },
    },
    async (request) => repo.list(request.account!.accountId, app.clock.now()),
  );

  app.post(
    '/api/v1/tokens',
    {
      config: access.account(),
      schema: {
        tags: TAGS,
        summary: 'Create a token: name, scopes (read, rounds:write), expiry; the token is shown once',
        security: [{ bearerAuth: [] }],
        body: CreateTokenSchema,
        response: { 201: CreatedTokenSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const { name, scopes, expiresInDays } = request.body;
      const expiresAt = expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY_MS);
      const created = await repo.create(
        request.account!.accountId,
        { name: name.trim(), scopes, expiresAt },
        now,
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/v1/tokens/:tokenId',
    {
      config: access.account(),
      schema: {
        tags: TAGS,
        summary: 'Revoke a token: it stops working at once',
        security: [{ bearerAuth: [] }],
        params: TokenParamsSchema,
        response: { 204: Type.Null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      if (!(await repo.revoke(request.account!.accountId, request.params.tokenId, app.clock.now())))
        throw AppError.notFound(`No token ${request.params.tokenId}`);
      return reply.status(204).send(null);
    },
  );
}
