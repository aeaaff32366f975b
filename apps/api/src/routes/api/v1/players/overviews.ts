import type { FastifyInstance } from 'fastify';
import { DEFAULT_GROUP, STANDARD_LEVELS, buildOverviewGroups, matchesHoleCount } from '@linksight/golf-core';
import {
  OverviewGroupRequestSchema,
  OverviewGroupResponseSchema,
  OverviewGroupsQuerySchema,
  OverviewGroupsSchema,
  PerformanceStatsSchema,
  PlayerParamsSchema,
  SingleOverviewRequestSchema,
  StandardsSchema,
  StrengthWeaknessResponseSchema,
} from '@linksight/api-contract';
import { typed } from '../../../../lib/typebox';
import { sendSerialized, serializeAnswer } from '../../../../lib/serialized-answer';
import { gateOf } from '../../../../plugins/app/route-access';
import { access, type FeatureGrant } from '../../../../services/access/route-access';
import {
  ANSWER_MEMO_SIZE,
  rememberBounded,
  type DatasetCache,
} from '../../../../services/analytics/player-dataset';
import {
  computeFilterOverview,
  computeOverviewGroup,
  resolveStandard,
  toHoleCount,
  toRoundFilter,
} from '../../../../services/analytics/overviews';
import { ERRORS, OPTIONAL_BEARER, PLAYER_BASE, TAGS } from './common';

/** The grant of an overview call by its dashboard mode (issue 22 item 4: Assessment needs 59 alone). */
const overviewModeGrant = (mode: string | undefined): FeatureGrant =>
  mode === 'Assessment' ? 'assessment' : 'performance';

/** Overviews, stats and standards (spec 3 §7), computed in golf-core from the player's hole_stats. */
export default async function overviewRoutes(fastify: FastifyInstance, opts: { datasets: DatasetCache }) {
  const app = typed(fastify);
  const repo = app.repos.playerAnalytics;

  app.get(
    `${PLAYER_BASE}/standards`,
    {
      config: access.player('performance'),
      schema: {
        tags: TAGS,
        summary:
          'Benchmark levels to compare against (the other standard is a round filter sent in requests)',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        response: { 200: StandardsSchema, ...ERRORS },
      },
    },
    async () => ({ levels: STANDARD_LEVELS.map((l) => ({ id: l.id, label: l.name })) }),
  );

  app.get(
    `${PLAYER_BASE}/overview-groups`,
    {
      // issue 22 item 4: the Assessment mode is the round assessment table's (59) alone.
      config: access.player((request) => overviewModeGrant((request.query as { mode?: string }).mode)),
      schema: {
        tags: TAGS,
        summary:
          "A mode's catalog overview groups built for this player's rounds (quick sets as round filters)",
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        querystring: OverviewGroupsQuerySchema,
        response: { 200: OverviewGroupsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const holeCount = toHoleCount(request.query.holeCount ?? 18);
      const gate = gateOf(request);
      const dataset = await opts.datasets.get(repo, gate);
      // Quick sets pick among the rounds the overviews can use: completed ones of the hole count, so
      // "Last 6 Rounds" of an 18-hole view is six 18-hole rounds.
      const usable = dataset.rounds.filter((r) => r.isCompleted && matchesHoleCount(r.holeCount, holeCount));
      const { mode } = request.query;
      return {
        mode,
        defaultGroupName: DEFAULT_GROUP[mode],
        groups: buildOverviewGroups(mode, usable, app.clock.now(), holeCount),
      };
    },
  );

  app.post(
    `${PLAYER_BASE}/overview-group`,
    {
      // issue 22 item 4: the assessment table asks with mode Assessment (59 alone); the performance block
      // and callers that name no mode ask for Player Performance (59 or 89).
      config: access.player((request) => overviewModeGrant((request.body as { mode?: string } | null)?.mode)),
      schema: {
        tags: TAGS,
        summary: 'Overviews of a group: performance stats and strengths/weaknesses per round filter',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: OverviewGroupRequestSchema,
        response: { 200: OverviewGroupResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const gate = gateOf(request);
      const dataset = await opts.datasets.get(repo, gate);
      // The dashboard asks the same groups again and again (every visit, every hole-count switch): keep
      // the serialised answer with the dataset, so it is dropped as soon as the player's data changes.
      const key = `overview-group|${JSON.stringify(request.body)}`;
      let answer = dataset.answerMemo.get(key);
      if (answer === undefined) {
        let hasFailure = false;
        const group = computeOverviewGroup(dataset, request.body, {
          onFilterError: (filterName, err) => {
            hasFailure = true;
            request.log.error({ err, filterName }, 'overview failed');
          },
        });
        answer = serializeAnswer(reply, group);
        // A failed filter is computed (and logged) again next time rather than remembered.
        if (!hasFailure) rememberBounded(dataset.answerMemo, key, answer, ANSWER_MEMO_SIZE);
      }
      return sendSerialized(reply, answer);
    },
  );

  app.post(
    `${PLAYER_BASE}/performance-stats`,
    {
      config: access.player('performance'),
      schema: {
        tags: TAGS,
        summary: 'Performance stats of one round filter against a standard',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: SingleOverviewRequestSchema,
        response: { 200: PerformanceStatsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const gate = gateOf(request);
      const dataset = await opts.datasets.get(repo, gate);
      const filter = toRoundFilter(dataset, request.body.roundsFilter);
      const standard = resolveStandard(dataset, request.body.standardsFilter);
      return computeFilterOverview(dataset, filter, standard).performanceStats;
    },
  );

  app.post(
    `${PLAYER_BASE}/strength-weakness`,
    {
      config: access.player('performance'),
      schema: {
        tags: TAGS,
        summary: 'Strengths and weaknesses of one round filter against a standard',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: SingleOverviewRequestSchema,
        response: { 200: StrengthWeaknessResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const gate = gateOf(request);
      const dataset = await opts.datasets.get(repo, gate);
      const filter = toRoundFilter(dataset, request.body.roundsFilter);
      const standard = resolveStandard(dataset, request.body.standardsFilter);
      return computeFilterOverview(dataset, filter, standard).strengthWeaknessResponse;
    },
  );
}
