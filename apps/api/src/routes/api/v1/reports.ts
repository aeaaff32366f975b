import type { FastifyInstance } from 'fastify';
import {
  ApiErrorSchema,
  REPORT_LINK_UNKNOWN,
  ReportHashParamsSchema,
  ReportSnapshotSchema,
} from '@linksight/api-contract';
import { AppError } from '../../../lib/errors';
import { typed } from '../../../lib/typebox';
import { access } from '../../../services/access/route-access';
import { isReportKind } from '../../../services/reports/report-kinds';

/** Report snapshots (ARCHITECTURE §6): what a report page (`/cgr/<kind>?hash=…`) prints. */
export default async function reportRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/v1/reports/snapshots/:hash',
    {
      config: access.custom('the unguessable, expiring hash is the capability to read the snapshot'),
      schema: {
        tags: ['reports'],
        summary: "A report's stored state and a read-only token for its page's data calls",
        params: ReportHashParamsSchema,
        response: { 200: ReportSnapshotSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const snapshot = await app.repos.reportSnapshots.find(request.params.hash, app.clock.now());
      // Unknown, expired and foreign-kind snapshots answer alike, so a guess learns nothing.
      if (!snapshot || !isReportKind(snapshot.kind)) throw AppError.notFound(REPORT_LINK_UNKNOWN);
      reply.header('cache-control', 'no-store');
      return {
        kind: snapshot.kind,
        accountId: snapshot.accountId,
        payload: snapshot.payload,
        expiresAt: snapshot.expiresAt.toISOString(),
        token: await app.reportTokens.sign(
          { kind: snapshot.kind, accountId: snapshot.accountId },
          snapshot.expiresAt,
        ),
      };
    },
  );
}
