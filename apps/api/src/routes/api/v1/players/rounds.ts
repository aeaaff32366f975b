import type { FastifyInstance } from 'fastify';
import {
  CompletedRoundsCountSchema,
  FilterRequestSchema,
  HistoriesSchema,
  PlayerParamsSchema,
  RoundIdListSchema,
  RoundsByFilterSchema,
} from '@linksight/api-contract';
import { typed } from '../../../../lib/typebox';
import { gateOf } from '../../../../plugins/app/route-access';
import { access } from '../../../../services/access/route-access';
import type { DatasetCache } from '../../../../services/analytics/player-dataset';
import { selectRounds, toRoundFilter } from '../../../../services/analytics/overviews';
import { toHistories, toRoundByFilter } from '../../../../services/analytics/round-views';
import { ERRORS, OPTIONAL_BEARER, PLAYER_BASE, TAGS } from './common';

/** Round counts, histories and round selection by filter (spec 3 §7). */
export default async function roundRoutes(fastify: FastifyInstance, opts: { datasets: DatasetCache }) {
  const app = typed(fastify);
  const repo = app.repos.playerAnalytics;

  app.get(
    `${PLAYER_BASE}/completed-rounds-count`,
    {
      config: access.player('performance'),
      schema: {
        tags: TAGS,
        summary: 'Completed 18- and 9-hole rounds (both 0 → the not-enough-data card, spec 3 §1)',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        response: { 200: CompletedRoundsCountSchema, ...ERRORS },
      },
    },
    async (request) => {
      return repo.countCompletedRounds(request.params.accountId);
    },
  );

  app.get(
    `${PLAYER_BASE}/histories`,
    {
      config: access.player('rounds'),
      schema: {
        tags: TAGS,
        summary: "The player's rounds (newest first), tournaments and courses",
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        response: { 200: HistoriesSchema, ...ERRORS },
      },
    },
    async (request) => {
      return toHistories(await repo.listRounds(request.params.accountId));
    },
  );

  app.post(
    `${PLAYER_BASE}/rounds-by-filter`,
    {
      config: access.player('rounds'),
      schema: {
        tags: TAGS,
        summary: 'Rounds a filter selects, newest first (e.g. last 6 rounds)',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: FilterRequestSchema,
        response: { 200: RoundsByFilterSchema, ...ERRORS },
      },
    },
    async (request) => {
      const gate = gateOf(request);
      const dataset = await opts.datasets.get(repo, gate);
      return selectRounds(dataset, toRoundFilter(dataset, request.body.filter)).map(toRoundByFilter);
    },
  );

  app.post(
    `${PLAYER_BASE}/selected-round-ids`,
    {
      config: access.player('rounds'),
      schema: {
        tags: TAGS,
        summary: 'Round ids a filter selects, newest first',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: FilterRequestSchema,
        response: { 200: RoundIdListSchema, ...ERRORS },
      },
    },
    async (request) => {
      const gate = gateOf(request);
      const dataset = await opts.datasets.get(repo, gate);
      return selectRounds(dataset, toRoundFilter(dataset, request.body.filter)).map((r) => r.id);
    },
  );
}
