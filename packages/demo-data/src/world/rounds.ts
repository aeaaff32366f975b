import type { HoleCount, RoundInput, RoundTypeId } from '@linksight/golf-core';
import type { Course } from '../courses/types';
import { integer, pick, type Rng } from '../random/rng';
import { playRound } from '../sim/play-round';
import { NAMED_PROFILES, profileForLevel } from '../sim/profiles';
import { teeForLevel } from '../sim/tee-choice';
import { addDays, teeTime } from './dates';
import type { DemoPlayer, DemoTournament } from './types';

const SEASONS = 3;
const DAYS_PER_SEASON = 365;
/** Relative chance of playing in each month, January first (northern-hemisphere golf season). */
const MONTH_WEIGHT = [0.35, 0.45, 0.7, 0.9, 1, 1, 1, 1, 0.95, 0.8, 0.55, 0.35];
const NINE_HOLE_SHARE = 0.15;
const SIMULATOR_SHARE = 0.05;
const MATCH_SHARE = 0.12;
const HOME_COURSE_SHARE = 0.65;
/** Every fifth player with rounds has their latest round still in progress. */
const IN_PROGRESS_EVERY = 5;
const FIRST_TEE_HOUR_UTC = 12;

export type RoundSlot = { date: Date; tournament: DemoTournament | null; roundIndex: number };

/** The player's level on a date: linear from startLevel three seasons ago to endLevel now. */
export function levelOn(player: DemoPlayer, date: Date, now: string): number {
  const span = SEASONS * DAYS_PER_SEASON * 86_400_000;
  const t = Math.min(1, Math.max(0, 1 - (Date.parse(now) - date.getTime()) / span));
  return player.startLevel + (player.endLevel - player.startLevel) * t;
}

/** Practice and match days spread over three seasons, weighted by month. */
export function freeRoundDates(rng: Rng, count: number, now: string): Date[] {
  const dates: Date[] = [];
  while (dates.length < count) {
    const date = addDays(now, -integer(rng, 1, SEASONS * DAYS_PER_SEASON));
    if (rng.next() < (MONTH_WEIGHT[date.getUTCMonth()] ?? 1)) dates.push(date);
  }
  return dates;
}

export type PlayerRoundsInput = {
  rng: Rng;
  player: DemoPlayer;
  playerIndex: number;
  courses: readonly Course[];
  tournaments: readonly DemoTournament[];
  totalRounds: number;
  now: string;
  nextRoundId: () => number;
};

/** All rounds of one player, oldest first: tournament rounds plus practice and match rounds. */
export function playPlayerRounds(input: PlayerRoundsInput): RoundInput[] {
  const { rng, player, courses, now } = input;
  const slots: RoundSlot[] = [];
  for (const tournament of input.tournaments) {
    for (let k = 0; k < tournament.numberOfRounds; k += 1)
      slots.push({ date: addDays(`${tournament.startDate}T00:00:00Z`, k), tournament, roundIndex: k });
  }
  for (const date of freeRoundDates(rng, Math.max(0, input.totalRounds - slots.length), now))
    slots.push({ date, tournament: null, roundIndex: 0 });
  slots.sort((a, b) => a.date.getTime() - b.date.getTime());
  const home = courses.find((c) => c.id === player.homeCourseId) ?? (courses[0] as Course);
  const isLastInProgress = input.playerIndex % IN_PROGRESS_EVERY === 0;
  const distanceScale = NAMED_PROFILES[player.profileId].distanceScale;
  return slots.map((slot, i) => {
    const level = levelOn(player, slot.date, now);
    const profile = profileForLevel(level, { distanceScale });
    const { tournament } = slot;
    const course = tournament
      ? (courses.find((c) => c.id === tournament.courseId) ?? home)
      : rng.next() < HOME_COURSE_SHARE
        ? home
        : pick(rng, courses);
    const isFree = tournament === null;
    const holeCount: HoleCount = isFree && rng.next() < NINE_HOLE_SHARE ? 9 : 18;
    const roundType: RoundTypeId = tournament ? tournament.roundType : rng.next() < MATCH_SHARE ? 11 : 1;
    const isLast = i === slots.length - 1;
    const tee = player.gender === 'F' ? (level <= 8 ? 'White' : 'Red') : teeForLevel(level);
    return playRound(rng, {
      id: input.nextRoundId(),
      accountId: player.accountId,
      course,
      teeName: tee,
      profile,
      playedAt: teeTime(slot.date, FIRST_TEE_HOUR_UTC + integer(rng, 0, 5), integer(rng, 0, 5) * 10),
      holeCount,
      startHole: holeCount === 9 && rng.next() < 0.5 ? 10 : 1,
      roundType,
      // spec 3 §3: round number within a tournament, 0 = final round.
      roundNumber: tournament
        ? slot.roundIndex + 1 === tournament.numberOfRounds
          ? 0
          : slot.roundIndex + 1
        : 0,
      tournamentId: tournament?.tournamentId ?? null,
      tournamentName: tournament?.name ?? null,
      isSimulator: isFree && roundType === 1 && rng.next() < SIMULATOR_SHARE,
      ...(isLast && isLastInProgress && isFree ? { holesPlayed: integer(rng, 4, holeCount - 2) } : {}),
    });
  });
}
