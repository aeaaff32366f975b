import type { FastifyRequest } from 'fastify';
import {
  CompareInputError,
  compareRows,
  foreignRoundIds,
  fullName,
  metricGroups,
  parseCompareRequest,
  selectCompareRounds,
  selectionLabel,
  sideFigures,
  toRoundOption,
  type CompareRound,
  type ParsedSide,
  type SideFigures,
  type StatFilterSelections,
} from '@linksight/golf-core';
import {
  ErrorCode,
  type CompareReportRequest,
  type CompareSide,
  type CompareStats,
} from '@linksight/api-contract';
import { AppError } from '../../lib/errors';
import type { PlayerGate } from '../../repositories/player-analytics';
import { authorizePlayer } from '../access/player-access';
import { rememberBounded, type DatasetCache, type PlayerDataset } from './player-dataset';

/** Compare rounds of a dataset, built once per dataset (the dataset is dropped when the data changes). */
const compareRoundsMemo = new WeakMap<PlayerDataset, CompareRound[]>();

/** The dataset's rounds as Compare Stats selects them: gross score over scored, not excluded holes. */
export function compareRoundsOf(dataset: PlayerDataset): CompareRound[] {
  const cached = compareRoundsMemo.get(dataset);
  if (cached) return cached;
  const rounds = dataset.rounds.map((r) => {
    let score = 0;
    let scored = 0;
    for (const h of dataset.holesByRound.get(r.id) ?? []) {
      if (h.isExcluded || h.score === null) continue;
      score += h.score;
      scored++;
    }
    return { ...r, score: r.isCompleted && scored > 0 ? score : null };
  });
  compareRoundsMemo.set(dataset, rounds);
  return rounds;
}

/** Side figures already computed on a dataset, by selection (dropped with the dataset when data changes). */
const sideMemo = new WeakMap<PlayerDataset, Map<string, SideFigures>>();
/** How many selections one dataset keeps figures for (each ~30 KB). */
export const SIDE_MEMO_SIZE = 32;

/**
 * A side's figures, memoised per dataset: the key is what selects the rounds (the player's name and the
 * custom label do not) and the day, since Last/Prior 12 Months move with it.
 */
function figuresOf(
  dataset: PlayerDataset,
  selections: StatFilterSelections,
  rounds: readonly CompareRound[],
  now: Date,
) {
  const { player: _player, advancedFilter, ...rest } = selections;
  const key = JSON.stringify([rest, { ...advancedFilter, customLabel: '' }, now.toISOString().slice(0, 10)]);
  let memo = sideMemo.get(dataset);
  if (!memo) sideMemo.set(dataset, (memo = new Map()));
  const known = memo.get(key);
  if (known) return known;
  const figures = sideFigures(rounds.map((r) => dataset.holesByRound.get(r.id) ?? []));
  return rememberBounded(memo, key, figures, SIDE_MEMO_SIZE);
}

/** A 4xx of the compare call as a side's own error (the other side still answers). */
function sideError(error: unknown): Extract<CompareSide, { ok: false }> {
  if (error instanceof CompareInputError)
    return { ok: false, status: 400, error: { code: error.code, message: error.message } };
  if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500)
    return { ok: false, status: error.statusCode, error: { code: error.code, message: error.message } };
  throw error;
}

export type CompareContext = {
  request: FastifyRequest;
  /** The profile's player, already authorised by the route (compare stats, feature 63). */
  gate: PlayerGate;
  datasets: DatasetCache;
  now: Date;
};

/**
 * A side's gate: the profile's player is authorised by the route; another player is authorised here, per
 * side, by the same compare-stats grant (issue 17 Access: a shared hash does not bypass it).
 */
async function gateOfSide(context: CompareContext, accountId: number): Promise<PlayerGate> {
  if (accountId === context.gate.accountId) return context.gate;
  return authorizePlayer(context.request.server, context.request, accountId, 'compareStats');
}

async function computeSide(context: CompareContext, side: ParsedSide): Promise<CompareSide> {
  try {
    if (!side.ok) throw side.error;
    const { selections } = side;
    const gate = await gateOfSide(context, selections.player.accountId);
    const app = context.request.server;
    const [dataset, account] = await Promise.all([
      context.datasets.get(app.repos.playerAnalytics, gate),
      selections.player.playerName === '' ? app.repos.accounts.findById(gate.accountId) : null,
    ]);
    const all = compareRoundsOf(dataset);
    const foreign = foreignRoundIds(selections, new Set(dataset.roundById.keys()));
    if (foreign.length > 0)
      throw new AppError(
        400,
        ErrorCode.badRequest,
        `Rounds ${foreign.slice(0, 5).join(', ')} are not this player's`,
      );
    const chosen = selectCompareRounds(all, selections, context.now);
    const figures = figuresOf(dataset, selections, chosen, context.now);
    return {
      ok: true,
      player: {
        accountId: gate.accountId,
        playerName: account ? fullName(account) : selections.player.playerName,
      },
      label: selectionLabel(selections),
      selections,
      roundCount: chosen.length,
      rounds: chosen.map(toRoundOption),
      figures,
    };
  } catch (error) {
    return sideError(error);
  }
}

/**
 * The whole comparison (spec 2 §7 compareStatsReportFromState's data): both sides in parallel, each with
 * its own error, and the comparison table. Bad metrics fail the whole request (they are shared).
 */
export async function computeComparison(
  context: CompareContext,
  request: CompareReportRequest,
): Promise<CompareStats> {
  let parsed: ReturnType<typeof parseCompareRequest>;
  try {
    parsed = parseCompareRequest(request);
  } catch (error) {
    if (error instanceof CompareInputError) throw new AppError(400, error.code, error.message);
    throw error;
  }
  const [left, right] = await Promise.all([
    computeSide(context, parsed.left),
    computeSide(context, parsed.right),
  ]);
  const statsOf = (side: CompareSide) => (side.ok ? side.figures.stats : null);
  return {
    metricGroups: metricGroups(parsed.metrics),
    groups: compareRows(parsed.metrics, statsOf(left), statsOf(right)),
    left,
    right,
  };
}
