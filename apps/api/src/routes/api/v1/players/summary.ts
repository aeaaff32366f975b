import type { FastifyInstance } from 'fastify';
import {
  SUMMARY_MIN_ROUNDS,
  SUMMARY_RECENT_ROUNDS,
  SUMMARY_ROUND_FILTER,
  computeStats,
  handicapTrend,
  levelStandardValues,
  roundTypeName,
  standardForHandicap,
  standardValuesOf,
  strokesGainedVsStandard,
} from '@linksight/golf-core';
import { PlayerParamsSchema, PlayerSummarySchema, SummaryQuerySchema } from '@linksight/api-contract';
import { typed } from '../../../../lib/typebox';
import { gateOf } from '../../../../plugins/app/route-access';
import { access } from '../../../../services/access/route-access';
import type { DatasetCache } from '../../../../services/analytics/player-dataset';
import { holesOf, selectRounds, shotTrackedRounds } from '../../../../services/analytics/overviews';
import { ERRORS, OPTIONAL_BEARER, PLAYER_BASE, TAGS } from './common';
import { levelOrBadRequest } from './profile-home';

/** The Summary page shows this many of the player's latest rounds. */
const LAST_ROUNDS = 5;

/**
 * The Summary page (issue 16; the spec does not show it): the Handicap Index with its scores and its
 * 12-month trend, the 12-month scoring average, strokes gained per round by category against a
 * standard over the last 20 rounds, and the last 5 rounds. Authorised by the summary feature (89).
 * Strengths and weaknesses come from the strength/weakness call with the same round filter; the next
 * events from the upcoming events call (schedule privacy).
 */
export default async function summaryRoutes(fastify: FastifyInstance, opts: { datasets: DatasetCache }) {
  const app = typed(fastify);
  const analytics = app.repos.playerAnalytics;

  app.get(
    `${PLAYER_BASE}/summary`,
    {
      config: access.player('summary'),
      schema: {
        tags: TAGS,
        summary: 'A player at a glance: Handicap Index, scoring average, strokes gained, last rounds',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        querystring: SummaryQuerySchema,
        response: { 200: PlayerSummarySchema, ...ERRORS },
      },
    },
    async (request) => {
      const gate = gateOf(request);
      const now = app.clock.now();
      if (request.query.standard !== undefined) levelOrBadRequest(request.query.standard);
      const [dataset, figures, handicap] = await Promise.all([
        opts.datasets.get(analytics, gate),
        app.playerFigures.figuresOf([gate.accountId], now),
        app.playerFigures.handicapOf(gate.accountId),
      ]);
      const { scoringAverage } = figures.get(gate.accountId)!;
      const level = levelOrBadRequest(request.query.standard ?? standardForHandicap(handicap.handicapIndex));
      const recent = selectRounds(dataset, SUMMARY_ROUND_FILTER);
      const tracked = shotTrackedRounds(dataset, recent);
      const strokesGained =
        tracked.length < SUMMARY_MIN_ROUNDS
          ? []
          : strokesGainedVsStandard(
              standardValuesOf(computeStats(holesOf(dataset, tracked))),
              levelStandardValues(level.id),
            );
      const lastRounds = dataset.rounds
        .filter((r) => r.isCompleted)
        .slice(0, LAST_ROUNDS)
        .map((r) => {
          const holes = dataset.holesByRound.get(r.id) ?? [];
          const scored = holes.filter((h) => h.score !== null && !h.isExcluded);
          const score = scored.length > 0 ? scored.reduce((s, h) => s + h.score!, 0) : null;
          const par = holes.reduce((s, h) => s + h.par, 0);
          return {
            roundId: r.id,
            playedAt: r.playedAt,
            courseName: r.courseName,
            tournamentName: r.tournamentName,
            roundType: roundTypeName(r.roundType),
            holeCount: r.holeCount,
            score,
            par,
            scoreToPar: r.scoreVsPar ?? null,
          };
        });
      return {
        accountId: gate.accountId,
        handicap: {
          index: handicap.handicapIndex,
          scoresUsed: handicap.scoresUsed,
          trend: handicapTrend(
            handicap.history.map((h) => ({ playedAt: h.playedAt, indexAfter: h.handicapIndex })),
            now,
          ),
        },
        scoringAverage,
        standard: { id: level.id, label: level.name },
        recentRounds: { count: recent.length, minimum: SUMMARY_MIN_ROUNDS, maximum: SUMMARY_RECENT_ROUNDS },
        strokesGainedRounds: tracked.length,
        strokesGained,
        lastRounds,
      };
    },
  );
}
