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
import { ROUNDS_FEATURES, authorizePlayer } from '../../../../services/access/player-access';
import type {
  DatasetCache,
  DatasetRound,
  PlayerDataset,
} from '../../../../services/analytics/player-dataset';
import { foreignRoundIds, notPlayersRounds, toHoleCount } from '../../../../services/analytics/overviews';
import { ERRORS, OPTIONAL_BEARER, PLAYER_BASE, TAGS } from './common';
import { EMPTY_ROUNDS_LIST } from './shots';

/** What the grid needs beyond the dataset, per round id. */
export type RoundsGridDetails = ReadonlyMap<number, { yards: number; tournamentUrl: string | null }>;

/**
 * The rounds grid of `rounds` (already the selected rounds of one hole count, newest first): one page of
 * rows and "Round Averages" over every round, both from golf-core.
 */
export function buildRoundsTable(
  dataset: PlayerDataset,
  rounds: readonly DatasetRound[],
  details: RoundsGridDetails,
  page: number,
  pageSize: number,
): RoundsTableResponse {
  const rows = rounds.map((round) => ({
    golfRoundId: round.id,
    ...roundsGridRow({
      startDate: round.playedAt,
      tournament: round.tournamentName,
      tournamentURL: details.get(round.id)?.tournamentUrl ?? null,
      course: round.courseName,
      yards: details.get(round.id)?.yards ?? 0,
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
      schema: {
        tags: TAGS,
        summary:
          'Rounds grid: a page of the selected rounds of a hole count (newest first) and Round Averages of all',
        security: OPTIONAL_BEARER,
        params: PlayerParamsSchema,
        body: RoundsTableRequestSchema,
        response: { 200: RoundsTableResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { accountId } = request.params;
      const { roundIds, page = 0, pageSize = ROUNDS_GRID_PAGE_SIZE } = request.body;
      const gate = await authorizePlayer(app, request, accountId, ROUNDS_FEATURES);
      if (roundIds.length === 0) throw AppError.badRequest(EMPTY_ROUNDS_LIST);
      // spec 3 §5: the grid takes 9 or 18 only; 918 (all holes) is valid elsewhere but not here.
      const holeCount = toHoleCount(request.body.holeCount);
      if (!isRoundsGridHoleCount(holeCount)) throw AppError.badRequest(INVALID_HOLE_COUNT);
      const dataset = await opts.datasets.get(repo, gate);
      const foreign = foreignRoundIds(dataset, roundIds);
      if (foreign.length > 0) throw notPlayersRounds(accountId, foreign);
      const selected = new Set(roundIds);
      // dataset.rounds is newest first; a 9-hole round is not in an 18-hole table.
      const rounds = dataset.rounds.filter((r) => selected.has(r.id) && r.holeCount === holeCount);
      const details = await repo.loadRoundsGridDetails(
        accountId,
        rounds.map((r) => r.id),
      );
      return buildRoundsTable(
        dataset,
        rounds,
        new Map(details.map((d) => [d.id, { yards: d.yards, tournamentUrl: d.tournamentUrl }])),
        page,
        pageSize,
      );
    },
  );
}
