import type { FastifyInstance } from 'fastify';
import {
  INVALID_HOLE_COUNT,
  ROUNDS_GRID_PAGE_SIZE,
  isRoundsGridHoleCount,
  roundAverages,
  roundsGridRow,
} from '@linksight/golf-core';
import {
  PlayerParamsSchema,
  RoundsTableRequestSchema,
  RoundsTableResponseSchema,
  type RoundsTableResponse,
} from '@linksight/api-contract';
import { AppError } from '../../../../lib/errors';
import { typed } from '../../../../lib/typebox';
import { gateOf } from '../../../../plugins/app/route-access';
import { access } from '../../../../services/access/route-access';
import type {
  DatasetCache,
  DatasetRound,
  PlayerDataset,
} from '../../../../services/analytics/player-dataset';
import { ownRounds, toHoleCount } from '../../../../services/analytics/overviews';
import { ERRORS, OPTIONAL_BEARER, PLAYER_BASE, TAGS } from './common';

/**
 * The rounds grid of `rounds` (already the selected rounds of one hole count, newest first): one page of
 * rows and "Round Averages" over every finished round, both from golf-core.
 */
export function buildRoundsTable(
  dataset: PlayerDataset,
  rounds: readonly DatasetRound[],
  page: number,
  pageSize: number,
): RoundsTableResponse {
  const rows = rounds.map((round) => ({
    golfRoundId: round.id,
    ...roundsGridRow({
      startDate: round.playedAt,
      tournament: round.tournamentName,
      tournamentURL: round.tournamentUrl,
      course: round.courseName,
      yards: round.courseLengthYards,
      isCompleted: round.isCompleted,
      holes: dataset.holesByRound.get(round.id) ?? [],
    }),
  }));
  return {
    rows: rows.slice(page * pageSize, (page + 1) * pageSize),
    total: rows.length,
    averages: roundAverages(rows),
    page,
    pageSize,
  };
}

/** spec 3 §7 "Rounds table": the rounds grid of selected rounds, computed from the player's hole_stats. */
export default async function roundsTableRoutes(fastify: FastifyInstance, opts: { datasets: DatasetCache }) {
  const app = typed(fastify);
  const repo = app.repos.playerAnalytics;

  app.post(
    `${PLAYER_BASE}/rounds-table`,
    {
      config: access.player('rounds'),
      schema: {
        tags: TAGS,
        summary:
          'Rounds grid: a page of the selected rounds of a hole count (newest first) and Round Averages of the finished ones',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: RoundsTableRequestSchema,
        response: { 200: RoundsTableResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { roundIds, page = 0, pageSize = ROUNDS_GRID_PAGE_SIZE } = request.body;
      const gate = gateOf(request);
      // spec 3 §5: the grid takes 9 or 18 only; 918 (all holes) is valid elsewhere but not here.
      const holeCount = toHoleCount(request.body.holeCount);
      if (!isRoundsGridHoleCount(holeCount)) throw AppError.badRequest(INVALID_HOLE_COUNT);
      const dataset = await opts.datasets.get(repo, gate);
      const selected = new Set(ownRounds(dataset, roundIds).map((r) => r.id));
      // dataset.rounds is newest first; a 9-hole round is not in an 18-hole table.
      const rounds = dataset.rounds.filter((r) => selected.has(r.id) && r.holeCount === holeCount);
      return buildRoundsTable(dataset, rounds, page, pageSize);
    },
  );
}
