import type { FastifyInstance } from 'fastify';
import {
  CourseDetailsSchema,
  CourseIdsRequestSchema,
  CourseMapSchema,
  HoleCoordinatesSchema,
  HoleStatsSchema,
  PlayerCourseParamsSchema,
  PlayerParamsSchema,
  PlayerRoundParamsSchema,
  RoundIdsRequestSchema,
  RoundTargetsSchema,
} from '@linksight/api-contract';
import { shotMapLayers } from '@linksight/golf-core';
import { AppError } from '../../../../lib/errors';
import { sendRevalidated } from '../../../../lib/revalidated-answer';
import { typed } from '../../../../lib/typebox';
import { gateOf } from '../../../../plugins/app/route-access';
import { access } from '../../../../services/access/route-access';
import { ownRounds } from '../../../../services/analytics/overviews';
import type { DatasetCache } from '../../../../services/analytics/player-dataset';
import { toCourseDetails, toMapRounds, toTargets } from '../../../../services/analytics/round-views';
import { ERRORS, OPTIONAL_BEARER, PLAYER_BASE, TAGS } from './common';

/** Shot map data: rounds with holes and shots, hole stats, course geometry, targets (spec 3 §7). */
export default async function shotRoutes(fastify: FastifyInstance, opts: { datasets: DatasetCache }) {
  const app = typed(fastify);
  const repo = app.repos.playerAnalytics;

  app.post(
    `${PLAYER_BASE}/hole-coordinates`,
    {
      config: access.player('shots'),
      schema: {
        tags: TAGS,
        summary: 'Rounds for the shot map: holes with tee/pin coordinates, shots and stat flags',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: RoundIdsRequestSchema,
        response: { 200: HoleCoordinatesSchema, ...ERRORS },
      },
    },
    async (request) => {
      const gate = gateOf(request);
      const dataset = await opts.datasets.get(repo, gate);
      const rounds = ownRounds(dataset, request.body.golfRoundIds);
      const details = await repo.loadMapDetails(rounds.map((r) => r.id));
      return { rounds: toMapRounds(rounds, details, (id) => dataset.holesByRound.get(id)) };
    },
  );

  app.post(
    `${PLAYER_BASE}/hole-stats`,
    {
      config: access.player('shots'),
      schema: {
        tags: TAGS,
        summary: 'Hole stat rows (golf-core HoleFeatures) of selected rounds, for Filter Holes by Stat',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: RoundIdsRequestSchema,
        response: { 200: HoleStatsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const gate = gateOf(request);
      const dataset = await opts.datasets.get(repo, gate);
      const rounds = ownRounds(dataset, request.body.golfRoundIds);
      return { holes: rounds.flatMap((r) => dataset.holesByRound.get(r.id) ?? []) };
    },
  );

  app.post(
    `${PLAYER_BASE}/course-details`,
    {
      config: access.player('shots'),
      schema: {
        tags: TAGS,
        summary: "GPS shapes, scorecard pars and tee yardages of courses of the player's rounds",
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: CourseIdsRequestSchema,
        response: { 200: CourseDetailsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { accountId } = request.params;
      const ids = [...new Set(request.body.golfCourseIds)];
      if (ids.length === 0) return { courses: [] };
      const played = new Set(await repo.playedCourseIds(accountId, ids));
      const unknown = ids.filter((id) => !played.has(id));
      if (unknown.length > 0)
        throw AppError.badRequest(
          `Courses ${unknown.join(', ')} are not courses of player ${accountId}'s rounds`,
        );
      return { courses: toCourseDetails(ids, await repo.loadCourses(ids)) };
    },
  );

  app.get(
    `${PLAYER_BASE}/course-maps/:courseId`,
    {
      config: access.player('shots'),
      schema: {
        tags: TAGS,
        summary: 'What the shot map draws of a course of the player’s rounds (issue 23)',
        description:
          'The drawn kinds of the holes’ vector layers, outlines simplified to 3 cm, positions to 7 decimals. ' +
          'Sent with a weak ETag and `Cache-Control: private, no-cache`: a matching If-None-Match answers 304.',
        security: OPTIONAL_BEARER,
        params: PlayerCourseParamsSchema,
        response: { 200: CourseMapSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { accountId, courseId } = request.params;
      if ((await repo.playedCourseIds(accountId, [courseId])).length === 0)
        throw AppError.notFound(`Course ${courseId} is not a course of player ${accountId}'s rounds`);
      const layers = shotMapLayers(await repo.loadCourseHoleLayers(courseId));
      return sendRevalidated(request, reply, JSON.stringify({ golfCourseId: courseId, layers }));
    },
  );

  app.get(
    `${PLAYER_BASE}/rounds/:roundId/targets`,
    {
      config: access.player('shots'),
      schema: {
        tags: TAGS,
        summary: 'Course-management targets of a round, by shotNumber (clients treat failure as none)',
        security: OPTIONAL_BEARER,
        params: PlayerRoundParamsSchema,
        response: { 200: RoundTargetsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { accountId, roundId } = request.params;
      if (!(await repo.roundBelongsTo(accountId, roundId)))
        throw AppError.notFound(`Round ${roundId} is not a round of player ${accountId}`);
      return toTargets(await repo.listTargets(accountId, roundId));
    },
  );
}
