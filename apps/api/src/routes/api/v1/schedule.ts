import type { FastifyInstance } from 'fastify';
import { isIsoDay, orgSchedulePdfFileName } from '@linksight/golf-core';
import {
  ApiErrorSchema,
  OrganizationShortParamsSchema,
  OrgScheduleQuerySchema,
  OrgScheduleReportBodySchema,
  OrgScheduleSchema,
  PdfDataSchema,
  ResumePdfQuerySchema,
  TournamentSearchQuerySchema,
  TournamentSearchSchema,
} from '@linksight/api-contract';
import { AppError } from '../../../lib/errors';
import { typed } from '../../../lib/typebox';
import { access } from '../../../services/access/route-access';
import { createReportPdf, sendPdf } from '../../../services/reports/report-pdf';
import { buildOrgSchedule } from '../../../services/schedule/org-schedule';
import { viewerToday } from '../../../services/schedule/player-schedule';

const ORG_ACCESS = access.custom(
  "each member's entries are shown only when that member's schedule (80) is open to the viewer",
);
const ORG_ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema } as const;

/** The shared tournament catalogue and an organisation's combined schedule (issue 18). */
export default async function scheduleCatalogueRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/v1/tournaments',
    {
      config: access.account(),
      schema: {
        tags: ['schedule'],
        summary: 'Tournament search for adding an event: part of the name, nearest start day first',
        security: [{ bearerAuth: [] }],
        querystring: TournamentSearchQuerySchema,
        response: { 200: TournamentSearchSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const { q = '', near = null, limit = 20 } = request.query;
      if (near !== null && !isIsoDay(near)) throw AppError.badRequest(`${near} is not a calendar day`);
      const today = viewerToday(app.clock.now());
      return { tournaments: await app.repos.schedule.searchTournaments(q.trim(), near, today, limit) };
    },
  );

  app.get(
    '/api/v1/organizations/:short/schedule',
    {
      config: ORG_ACCESS,
      schema: {
        tags: ['organizations'],
        summary: "An organisation's (or roster's) combined upcoming schedule with status counts per event",
        security: [{ bearerAuth: [] }, {}],
        params: OrganizationShortParamsSchema,
        querystring: OrgScheduleQuerySchema,
        response: { 200: OrgScheduleSchema, ...ORG_ERRORS },
      },
    },
    async (request) => {
      const { organizationName: _name, ...schedule } = await buildOrgSchedule(
        request,
        request.params.short,
        request.query,
      );
      return schedule;
    },
  );

  app.post(
    '/api/v1/organizations/:short/schedule/report',
    {
      config: ORG_ACCESS,
      schema: {
        tags: ['organizations'],
        summary: 'The org schedule report as a PDF: { data } base64, or the bytes with ?download=true',
        security: [{ bearerAuth: [] }, {}],
        params: OrganizationShortParamsSchema,
        querystring: ResumePdfQuerySchema,
        body: OrgScheduleReportBodySchema,
        response: {
          200: PdfDataSchema,
          ...ORG_ERRORS,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
          504: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { organizationName, ...schedule } = await buildOrgSchedule(
        request,
        request.params.short,
        request.body,
      );
      // The page draws the stored schedule: no data call, no token (ARCHITECTURE "Schedule").
      const { bytes } = await createReportPdf({
        request,
        kind: 'org-schedule-report',
        accountId: null,
        payload: schedule,
        format: request.query.paper,
      });
      return sendPdf(reply, bytes, orgSchedulePdfFileName(organizationName), {
        asBase64: request.query.download !== true,
      });
    },
  );
}
