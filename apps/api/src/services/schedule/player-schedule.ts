import type { FastifyRequest } from 'fastify';
import { historicalRows, upcomingCounts, type HistoricalRow, type UpcomingRow } from '@linksight/golf-core';
import type { PlayerSchedule } from '@linksight/api-contract';
import { AppError } from '../../lib/errors';
import type { PlayerGate } from '../../repositories/player-analytics';
import { authorizePlayer } from '../access/player-access';
import { chartRoundsOf } from '../analytics/chart-rounds';
import type { DatasetCache, PlayerDataset } from '../analytics/player-dataset';

/** A viewer's today (yyyy-mm-dd) from their Date#getTimezoneOffset() (minutes behind UTC). */
export const viewerToday = (now: Date, timeZoneOffsetMinutes = 0): string =>
  new Date(now.getTime() - timeZoneOffsetMinutes * 60_000).toISOString().slice(0, 10);

export type ScheduleSources = {
  accountId: number;
  playerName: string;
  firstName: string;
  lastName: string;
  defaultHoleCount: 9 | 18;
  today: string;
  dataset: PlayerDataset;
  /** The player's and the readable extra players' upcoming rows. */
  upcoming: (UpcomingRow & { courseId: number | null; isCreatedHere: boolean })[];
  historical: (HistoricalRow & { courseId: number | null })[];
  extraPlayers: { accountId: number; playerName: string; username: string }[];
  unavailableExtraAccountIds: number[];
};

/**
 * Additional players (spec 3 §2 "Additional Players to Show"): each authorised like the player, by the
 * schedule feature (80) for this viewer; a refused or missing one is listed, not an error (ARCHITECTURE
 * "Schedule"). With a report token the viewer is anonymous, so a PDF shows the extras open to visitors.
 */
async function readableExtras(request: FastifyRequest, accountId: number, ids: readonly number[]) {
  const allowed: number[] = [];
  const refused: number[] = [];
  for (const id of [...new Set(ids)].filter((x) => x !== accountId)) {
    try {
      await authorizePlayer(request.server, request, id, 'schedule');
      allowed.push(id);
    } catch (err) {
      if (err instanceof AppError && err.statusCode < 500) refused.push(id);
      else throw err;
    }
  }
  return { allowed, refused };
}

/** Everything the schedule, its spreadsheet and its PDF are made of (one read of each table). */
export async function loadScheduleSources(
  request: FastifyRequest,
  datasets: DatasetCache,
  gate: PlayerGate,
  options: { extraAccountIds?: readonly number[]; timeZoneOffsetMinutes?: number },
): Promise<ScheduleSources> {
  const app = request.server;
  const accountId = gate.accountId;
  const today = viewerToday(app.clock.now(), options.timeZoneOffsetMinutes);
  const extras = await readableExtras(request, accountId, options.extraAccountIds ?? []);
  const [people, entries, past, dataset] = await Promise.all([
    app.repos.schedule.accountsOf([accountId, ...extras.allowed]),
    app.repos.schedule.listUpcoming([accountId, ...extras.allowed], today),
    app.repos.schedule.listPast(accountId, today),
    datasets.get(app.repos.playerAnalytics, gate),
  ]);
  const courseIds = new Map(past.map((p) => [p.tournamentId, p.courseId]));
  const byId = new Map(people.map((p) => [p.accountId, p]));
  const player = byId.get(accountId);
  if (!player) throw AppError.notFound(`No player ${accountId}`);
  const upcoming = entries.flatMap((e) =>
    e.status === null
      ? []
      : [{ ...e, status: e.status, playerName: byId.get(e.accountId)?.playerName ?? 'User' }],
  );
  return {
    accountId,
    playerName: player.playerName,
    firstName: player.firstName,
    lastName: player.lastName,
    defaultHoleCount: player.defaultHoleCount === 9 ? 9 : 18,
    today,
    dataset,
    upcoming: upcoming.map(({ isFeatured: _f, createdByAccountId, ...row }) => ({
      ...row,
      isCreatedHere: createdByAccountId === row.accountId,
    })),
    historical: historicalRows(past, chartRoundsOf(dataset)).map((h) => ({
      ...h,
      courseId: courseIds.get(h.tournamentId) ?? null,
    })),
    extraPlayers: extras.allowed.flatMap((id) => {
      const p = byId.get(id);
      return p ? [{ accountId: id, playerName: p.playerName, username: p.username }] : [];
    }),
    unavailableExtraAccountIds: extras.refused,
  };
}

/** What this viewer may do with the schedule (ARCHITECTURE "Who manages a schedule"). */
export type ScheduleRights = { canEdit: boolean; canManageEditors: boolean };

/**
 * The player and a product manager manage the schedule and choose its editors; a circle member the player
 * allows only manages it; never through a personal access token (no scope is declared for schedule changes).
 */
export async function scheduleRights(request: FastifyRequest, gate: PlayerGate): Promise<ScheduleRights> {
  const viewer = request.account;
  if (!viewer || viewer.scopes) return { canEdit: false, canManageEditors: false };
  if (viewer.accountId === gate.accountId || gate.isViewerProductManager)
    return { canEdit: true, canManageEditors: true };
  const canEdit =
    gate.subCircleAccountIds.includes(viewer.accountId) &&
    (await request.server.repos.schedule.isScheduleEditor(gate.accountId, viewer.accountId));
  return { canEdit, canManageEditors: false };
}

export function playerSchedule(src: ScheduleSources, rights: ScheduleRights): PlayerSchedule {
  const own = src.upcoming.filter((r) => r.accountId === src.accountId);
  return {
    accountId: src.accountId,
    playerName: src.playerName,
    ...rights,
    today: src.today,
    upcoming: src.upcoming,
    counts: upcomingCounts(own.map((r) => r.status)),
    historical: src.historical,
    extraPlayers: src.extraPlayers,
    unavailableExtraAccountIds: src.unavailableExtraAccountIds,
  };
}
