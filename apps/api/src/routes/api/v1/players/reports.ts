import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fullName, hasShotTrackedHole, reportPdfFileName } from '@linksight/golf-core';
import {
  BestRoundReportDataSchema,
  BestStatsReportDataSchema,
  CoursePlanReportDataSchema,
  DATA_REPORT_KINDS,
  DispersionChartQuerySchema,
  DispersionReportDataSchema,
  FavoritesReportDataSchema,
  isDataReportKind,
  OverviewReportDataSchema,
  PdfDataSchema,
  PlayerParamsSchema,
  REPORT_KINDS,
  ReportListSchema,
  REPORT_TITLES,
  ReportKindParamsSchema,
  ReportPdfRequestSchema,
  reportRequestSchemaOf,
  StatsReportDataSchema,
  type DataReportKind,
  type ReportRequest,
} from '@linksight/api-contract';
import type { TSchema } from 'typebox';
import { AppError } from '../../../../lib/errors';
import { typed } from '../../../../lib/typebox';
import { gateOf } from '../../../../plugins/app/route-access';
import { access, type FeatureGrant } from '../../../../services/access/route-access';
import type { DatasetCache } from '../../../../services/analytics/player-dataset';
import { isReportOpen, REPORT_KIND_GRANTS } from '../../../../services/reports/report-kinds';
import { createReportPdf, sendPdf } from '../../../../services/reports/report-pdf';
import { REPORT_DATA_BUILDERS } from '../../../../services/reports/report-data/index';
import { buildDispersionReport } from '../../../../services/reports/report-data/shot-reports';
import { ERRORS, OPTIONAL_BEARER, PLAYER_BASE, TAGS } from './common';

const RESPONSES: Record<DataReportKind, TSchema> = {
  'public-player-stats-report': StatsReportDataSchema,
  ppr: StatsReportDataSchema,
  'player-performance-summary': OverviewReportDataSchema,
  'data-analysis': OverviewReportDataSchema,
  favorites: FavoritesReportDataSchema,
  'player-best-stats-report': BestStatsReportDataSchema,
  rr: BestRoundReportDataSchema,
  'dispersion-analysis': DispersionReportDataSchema,
  'course-plan-report': CoursePlanReportDataSchema,
};

/**
 * A report's PDF needs the Reports page's feature (77) and its data's (issue 19: "privacy feature 77
 * for the page, and each report's own feature for its data"). An unknown kind asks for 77 alone and
 * then answers 404 in the handler.
 */
const pdfGrants = (request: FastifyRequest): FeatureGrant[] => {
  const { kind } = request.params as { kind: string };
  return isDataReportKind(kind)
    ? [...new Set<FeatureGrant>(['reports', ...REPORT_KIND_GRANTS[kind]])]
    : ['reports'];
};

/** Issue 19: the data calls of the nine report pages and their PDFs. */
export default async function reportDataRoutes(fastify: FastifyInstance, opts: { datasets: DatasetCache }) {
  const app = typed(fastify);
  const repo = app.repos.playerAnalytics;

  async function build(
    request: FastifyRequest,
    accountId: number,
    kind: DataReportKind,
    body: ReportRequest,
  ) {
    const [dataset, account] = await Promise.all([
      opts.datasets.get(repo, gateOf(request)),
      app.repos.accounts.findById(accountId),
    ]);
    if (!account) throw AppError.notFound(`Player ${accountId} not found`);
    const ctx = { app: fastify, dataset, request: body, playerName: fullName(account), now: app.clock.now() };
    return { account, data: await REPORT_DATA_BUILDERS[kind](ctx) };
  }

  app.get(
    `${PLAYER_BASE}/reports`,
    {
      config: access.player('reports'),
      schema: {
        tags: TAGS,
        summary: 'Every report route and whether this visitor may open it (the Reports page)',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        response: { 200: ReportListSchema, ...ERRORS },
      },
    },
    async (request) => {
      const gate = gateOf(request);
      const viewerId = request.account?.accountId ?? null;
      const dataset = await opts.datasets.get(repo, gate);
      return {
        reports: REPORT_KINDS.map((kind) => ({
          kind,
          title: REPORT_TITLES[kind],
          isOpen: isReportOpen(kind, gate, viewerId),
        })),
        hasTrackedShots: hasShotTrackedHole(dataset.rows.map((r) => r.features)),
      };
    },
  );

  for (const kind of DATA_REPORT_KINDS) {
    app.post(
      `${PLAYER_BASE}/reports/${kind}`,
      {
        config: access.player(REPORT_KIND_GRANTS[kind]),
        schema: {
          tags: TAGS,
          summary: `Data of the ${REPORT_TITLES[kind]} (/cgr/${kind})`,
          security: OPTIONAL_BEARER,
          params: PlayerParamsSchema,
          body: reportRequestSchemaOf(kind),
          response: { 200: RESPONSES[kind], ...ERRORS },
        },
      },
      async (request) => (await build(request, request.params.accountId, kind, request.body)).data,
    );
  }

  app.post(
    `${PLAYER_BASE}/reports/:kind/pdf`,
    {
      config: access.player(pdfGrants),
      schema: {
        tags: TAGS,
        summary: 'A report as PDF ({ data }: base64), printed from its /cgr page',
        security: OPTIONAL_BEARER,
        params: ReportKindParamsSchema,
        body: ReportPdfRequestSchema,
        response: { 200: PdfDataSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { accountId, kind } = request.params;
      if (!isDataReportKind(kind)) throw AppError.notFound(`Unknown report "${kind}"`);
      // Bad parameters answer 400 here, before a browser is asked to print an error page.
      const { account } = await build(request, accountId, kind, request.body.params);
      const { bytes } = await createReportPdf({
        request,
        kind,
        accountId,
        payload: request.body.params,
        format: request.body.paper,
        query: request.body.prefersMetric ? { prefersMetric: 'true' } : {},
      });
      return sendPdf(reply, bytes, reportPdfFileName(account, REPORT_TITLES[kind]), { asBase64: true });
    },
  );

  app.get(
    `${PLAYER_BASE}/reports/dispersion-chart`,
    {
      config: access.player(REPORT_KIND_GRANTS['dispersion-analysis']),
      schema: {
        tags: TAGS,
        summary: "Dispersion of the player's last N completed rounds (experimental/shot-dispersion-chart)",
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        querystring: DispersionChartQuerySchema,
        response: { 200: DispersionReportDataSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { accountId } = request.params;
      const [dataset, account] = await Promise.all([
        opts.datasets.get(repo, gateOf(request)),
        app.repos.accounts.findById(accountId),
      ]);
      if (!account) throw AppError.notFound(`Player ${accountId} not found`);
      const rounds = dataset.rounds.filter((r) => r.isCompleted).slice(0, request.query.count ?? 20);
      const ctx = { app: fastify, dataset, request: {}, playerName: fullName(account), now: app.clock.now() };
      return buildDispersionReport(ctx, rounds);
    },
  );
}
