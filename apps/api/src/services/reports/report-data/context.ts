import type { FastifyInstance } from 'fastify';
import {
  formatDateSpan,
  levelName,
  STANDARD_LEVELS,
  type HoleFeatures,
  type LevelId,
} from '@linksight/golf-core';
import type { ReportHeaderData, ReportRequest, ReportRound } from '@linksight/api-contract';
import { AppError } from '../../../lib/errors';
import { ownRounds } from '../../analytics/overviews';
import type { DatasetRound, PlayerDataset } from '../../analytics/player-dataset';

/** Everything a report's data builder reads: the player's cached dataset and the request. */
export type ReportContext = {
  app: FastifyInstance;
  dataset: PlayerDataset;
  request: ReportRequest;
  playerName: string;
  now: Date;
};

/** Decision (the spec names no default): reports compare with Scratch unless the visitor picks a level. */
export const DEFAULT_REPORT_STANDARD: LevelId = 'scratch';

/** The standard a report compares with; 400 for one that does not exist. */
export function reportStandard(request: ReportRequest): { levelId: LevelId; label: string } {
  const id = request.standard ?? DEFAULT_REPORT_STANDARD;
  const level = STANDARD_LEVELS.find((l) => l.id === id);
  if (!level)
    throw AppError.badRequest(
      `Unknown standard "${id}"; use one of ${STANDARD_LEVELS.map((l) => l.id).join(', ')}`,
    );
  return { levelId: level.id, label: levelName(level.id) };
}

/** The report's rounds (the player's own, newest first); 400 for an empty or foreign selection. */
export function selectedRounds(ctx: ReportContext): DatasetRound[] {
  const rounds = ownRounds(ctx.dataset, ctx.request.golfRoundIds ?? []);
  return [...rounds].sort((a, b) => Date.parse(b.playedAt) - Date.parse(a.playedAt) || b.id - a.id);
}

type HeaderRound = { playedAt: string; holeCount?: number };

/**
 * "12 rounds · Mar 3 – Nov 2, 2025", and "93 rounds (19 of 9 holes; figures per 18 holes) · …" when 9-hole
 * rounds are among them: the header names the rounds the tables rest on, and per-18-hole figures weigh
 * those half.
 */
export function roundsLabel(rounds: readonly HeaderRound[]): string {
  if (rounds.length === 0) return '';
  const times = rounds.map((r) => r.playedAt).sort();
  const nine = rounds.filter((r) => r.holeCount === 9).length;
  const counted = `${rounds.length} ${rounds.length === 1 ? 'round' : 'rounds'}`;
  // Per-round figures are per 18 holes: a 9-hole 34 reads as a 68 average, which the header says.
  const count =
    nine === 0
      ? counted
      : nine === rounds.length
        ? `${counted} of 9 holes (figures per 18 holes)`
        : `${counted} (${nine} of 9 holes; figures per 18 holes)`;
  return `${count} · ${formatDateSpan(times[0]!, times.at(-1)!)}`;
}

/** The header of a report whose tables rest on `rounds` (each report passes exactly those). */
export function reportHeader(
  ctx: ReportContext,
  rounds: readonly HeaderRound[],
  standardLabel: string | null,
): ReportHeaderData {
  return {
    playerName: ctx.playerName,
    roundCount: rounds.length,
    roundsLabel: roundsLabel(rounds),
    standardLabel,
  };
}

const sum = (holes: readonly HoleFeatures[], pick: (h: HoleFeatures) => number | null): number | null => {
  let total = 0;
  let seen = false;
  for (const h of holes) {
    const v = pick(h);
    if (v === null || h.isExcluded) continue;
    total += v;
    seen = true;
  }
  return seen ? total : null;
};

/** A round as reports list it: score, par and strokes gained per category summed over its holes. */
export function toReportRound(dataset: PlayerDataset, round: DatasetRound): ReportRound {
  const holes = dataset.holesByRound.get(round.id) ?? [];
  const counted = holes.filter((h) => !h.isExcluded);
  const score = sum(counted, (h) => h.score);
  const par = counted.reduce((s, h) => s + h.par, 0);
  return {
    roundId: round.id,
    playedAt: round.playedAt,
    courseName: round.courseName,
    tournamentName: round.tournamentName,
    holeCount: round.holeCount,
    score,
    par,
    scoreToPar: round.scoreVsPar ?? null,
    strokesGained: {
      offTheTee: sum(counted, (h) => h.sgOffTheTee),
      approach: sum(counted, (h) => h.sgApproach),
      aroundTheGreen: sum(counted, (h) => h.sgAroundTheGreen),
      putting: sum(counted, (h) => h.sgPutting),
      total: sum(counted, (h) => h.sgTotal),
    },
  };
}
