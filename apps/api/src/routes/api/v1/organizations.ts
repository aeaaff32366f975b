import type { FastifyInstance } from 'fastify';
import {
  ApiErrorSchema,
  OrganizationSchema,
  OrganizationSearchResultSchema,
  OrganizationShortParamsSchema,
  SearchQuerySchema,
} from '@linksight/api-contract';
import { AppError } from '../../../lib/errors';
import { typed } from '../../../lib/typebox';
import { access } from '../../../services/access/route-access';

export default async function organizationRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/v1/organizations',
    {
      config: access.public(),
      schema: {
        tags: ['organizations'],
        summary: 'Search organisations by name or short name (spec 1 §5)',
        querystring: SearchQuerySchema,
        response: { 200: OrganizationSearchResultSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ items: await app.repos.organizations.search(request.query.q ?? '') }),
  );

  app.get(
    '/api/v1/organizations/:short',
    {
      config: access.public(),
      schema: {
        tags: ['organizations'],
        summary: 'Organisation by short name with its rosters (spec 1 §2.4)',
        params: OrganizationShortParamsSchema,
        response: { 200: OrganizationSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const org = await app.repos.organizations.findByShort(request.params.short);
      if (!org) throw AppError.notFound(`No organization named ${request.params.short}`);
      return org;
    },
  );
}
