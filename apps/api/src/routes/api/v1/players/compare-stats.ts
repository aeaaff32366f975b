import type { FastifyInstance } from 'fastify';
import {
  AssociatedPlayersSchema,
  CompareHoleCountQuerySchema,
  ComparePlayerOptionsSchema,
  CompareReportPdfRequestSchema,
  CompareReportRequestSchema,
  CompareRoundsSchema,
  CompareStateHashSchema,
  CompareStateParamsSchema,
  CompareStatsSchema,
  PdfDataSchema,
  PlayerParamsSchema,
  COMPARE_REPORT_ROUNDS_MAX,
  type CompareReportPayload,
  type CompareSide,
  type CompareReportRequest,
} from '@linksight/api-contract';
import {
  compareStatsPdfFileName,
  fullName,
  monthsWithRounds,
  toRoundOption,
  yearsWithRounds,
} from '@linksight/golf-core';
import { AppError } from '../../../../lib/errors';
import { typed } from '../../../../lib/typebox';
import { gateOf } from '../../../../plugins/app/route-access';
import { access } from '../../../../services/access/route-access';
import { associatedPlayers } from '../../../../services/analytics/associated-players';
import { compareRoundsOf, computeComparison } from '../../../../services/analytics/compare-stats';
import type { DatasetCache } from '../../../../services/analytics/player-dataset';
import { createReportPdf, sendPdf } from '../../../../services/reports/report-pdf';
import { ERRORS, OPTIONAL_BEARER, PLAYER_BASE, TAGS } from './common';

/** The snapshot kind of a shared compare state (not a report route: the snapshot call never serves it). */
export const COMPARE_STATE_KIND = 'compare-stats-state';
/** A shared comparison link lasts 90 days (issue 17 decision: long enough for a season's coaching). */
export const COMPARE_STATE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

const BASE = `${PLAYER_BASE}/compare-stats`;

/**
 * Compare Stats (spec 2 §2, §7; issue 17), authorised by the profile player's compare stats feature (63);
 * a side showing another player is authorised per side by the same feature of that player.
 */
export default async function compareStatsRoutes(fastify: FastifyInstance, opts: { datasets: DatasetCache }) {
  const app = typed(fastify);
  const analytics = app.repos.playerAnalytics;
  const context = (request: Parameters<typeof gateOf>[0]) => ({
    request,
    gate: gateOf(request),
    datasets: opts.datasets,
    now: app.clock.now(),
  });

  app.post(
    BASE,
    {
      config: access.player('compareStats'),
      schema: {
        tags: TAGS,
        summary: 'Compare two players or two round selections: the table and every tab, per side',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: CompareReportRequestSchema,
        response: { 200: CompareStatsSchema, ...ERRORS },
      },
    },
    async (request) => computeComparison(context(request), request.body),
  );

  app.get(
    `${BASE}/player-options`,
    {
      config: access.player('compareStats'),
      schema: {
        tags: TAGS,
        summary: 'getPlayerOptions: years and months with rounds for the selectors of a side',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        querystring: CompareHoleCountQuerySchema,
        response: { 200: ComparePlayerOptionsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const gate = gateOf(request);
      const [dataset, account] = await Promise.all([
        opts.datasets.get(analytics, gate),
        app.repos.accounts.findById(gate.accountId),
      ]);
      const rounds = compareRoundsOf(dataset);
      const holeCount = request.query.holeCount;
      return {
        accountId: gate.accountId,
        playerName: account ? fullName(account) : '',
        firstName: account?.firstName ?? '',
        lastName: account?.lastName ?? '',
        holeCount,
        years: yearsWithRounds(rounds, holeCount),
        months: monthsWithRounds(rounds, holeCount),
        roundCount: rounds.filter((r) => r.isCompleted && r.holeCount === holeCount).length,
      };
    },
  );

  app.get(
    `${BASE}/rounds`,
    {
      config: access.player('compareStats'),
      schema: {
        tags: TAGS,
        summary:
          'getAllRounds: the round options of the rounds selector (completed rounds of the hole count)',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        querystring: CompareHoleCountQuerySchema,
        response: { 200: CompareRoundsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const dataset = await opts.datasets.get(analytics, gateOf(request));
      const holeCount = request.query.holeCount;
      return {
        rounds: compareRoundsOf(dataset)
          .filter((r) => r.isCompleted && r.holeCount === holeCount)
          .map(toRoundOption),
      };
    },
  );

  app.get(
    `${BASE}/associated-players`,
    {
      config: access.player('compareStats'),
      schema: {
        tags: TAGS,
        summary: "associatedPlayers: players to compare with (circle, teammates, the viewer's athletes)",
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        response: { 200: AssociatedPlayersSchema, ...ERRORS },
      },
    },
    async (request) => ({ players: await associatedPlayers(request, gateOf(request).accountId) }),
  );

  app.post(
    `${BASE}/state`,
    {
      config: access.player('compareStats'),
      schema: {
        tags: TAGS,
        summary: 'Stores a comparison (the five serialised strings) under a hash a link can carry',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: CompareReportRequestSchema,
        response: { 200: CompareStateHashSchema, ...ERRORS },
      },
    },
    async (request) => {
      const gate = gateOf(request);
      // Only a comparison that reads is stored: bad input answers its 400 now, not to whoever opens the link.
      await computeComparison(context(request), request.body);
      const snapshot = await app.repos.reportSnapshots.create({
        kind: COMPARE_STATE_KIND,
        accountId: gate.accountId,
        payload: request.body,
        expiresAt: new Date(app.clock.now().getTime() + COMPARE_STATE_TTL_MS),
      });
      return { hash: snapshot.hash };
    },
  );

  app.get(
    `${BASE}/state/:hash`,
    {
      config: access.player('compareStats'),
      schema: {
        tags: TAGS,
        summary: 'The cached compare-stats state: the five serialised strings of a shared comparison',
        security: OPTIONAL_BEARER,
        params: CompareStateParamsSchema,
        response: { 200: CompareReportRequestSchema, ...ERRORS },
      },
    },
    async (request) => {
      const snapshot = await app.repos.reportSnapshots.find(request.params.hash, app.clock.now());
      // A state is read on its own player's page only; the comparison call then authorises each side.
      if (
        !snapshot ||
        snapshot.kind !== COMPARE_STATE_KIND ||
        snapshot.accountId !== request.params.accountId
      )
        throw AppError.notFound('This comparison link is unknown or has expired');
      return snapshot.payload as CompareReportRequest;
    },
  );

  app.post(
    `${BASE}/report`,
    {
      config: access.player('compareStats'),
      schema: {
        tags: TAGS,
        summary: 'compareStatsReportFromState: the Compare Stats PDF of the chosen pages ({ data } base64)',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: CompareReportPdfRequestSchema,
        response: { 200: PdfDataSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const data = await computeComparison(context(request), request.body.request);
      const leftId = data.left.ok ? data.left.player.accountId : gateOf(request).accountId;
      const left = await app.repos.accounts.findById(leftId);
      // The print page lists the latest rounds only: the snapshot carries no more (a smaller page to print).
      const trim = (side: CompareSide): CompareSide =>
        side.ok ? { ...side, rounds: side.rounds.slice(0, COMPARE_REPORT_ROUNDS_MAX) } : side;
      const payload: CompareReportPayload = {
        pages: request.body.pages,
        generatedAt: app.clock.now().toISOString(),
        data: { ...data, left: trim(data.left), right: trim(data.right) },
      };
      const { bytes } = await createReportPdf({
        request,
        kind: 'compare-stats',
        accountId: gateOf(request).accountId,
        payload,
        format: request.body.paper,
      });
      return sendPdf(reply, bytes, compareStatsPdfFileName(left ?? {}, app.clock.now()), { asBase64: true });
    },
  );
}
