/**
 * Issue 21 part 2: strokes gained per category against the PGA TOUR baseline, up and down from
 * inside 25 yd and putting's share of the strokes lost, for every level of the handicap ladder,
 * with the checks the issue asks for. `npm run calibrate` prints them; `short-game-check.ts` runs
 * them on fresh course sets.
 */
import type { StrokesGainedByCategory } from '@linksight/golf-core';
import type { Course } from '../courses/types';
import {
  NAMED_PROFILES,
  namedProfile,
  profileForLevel,
  type NamedProfileId,
  type ProfileAnchor,
} from '../sim/profiles';
import { STANDARD_TEES } from '../standards/simulate-standards';
import { measureLevel, type LevelStats } from './measure';
import { REPORTED } from './targets';

export type LadderLevel = { id: string; label: string; level: number; isAmateur: boolean };

/**
 * Best to weakest by index: the standards' levels (college men about +2, college women about +1)
 * and the 18 handicap, whose up and down Arccos publishes.
 */
export const SHORT_GAME_LADDER: readonly LadderLevel[] = [
  { id: 'pga-tour', label: 'PGA Tour', level: -5.4, isAmateur: false },
  { id: 'plus-4', label: '+4', level: -4, isAmateur: true },
  { id: 'college-men', label: 'College Men', level: -2, isAmateur: true },
  { id: 'scratch', label: 'Scratch', level: 0, isAmateur: true },
  { id: 'college-women', label: 'College Women', level: 1, isAmateur: true },
  { id: 'hcp-5', label: '5 Handicap', level: 5, isAmateur: true },
  { id: 'hcp-10', label: '10 Handicap', level: 10, isAmateur: true },
  { id: 'hcp-15', label: '15 Handicap', level: 15, isAmateur: true },
  { id: 'hcp-18', label: '18 Handicap', level: 18, isAmateur: true },
  { id: 'hcp-20', label: '20 Handicap', level: 20, isAmateur: true },
  { id: 'hcp-25', label: '25 Handicap', level: 25, isAmateur: true },
];

export const SG_CATEGORIES = ['offTheTee', 'approach', 'aroundTheGreen', 'putting'] as const;
export type SgCategory = (typeof SG_CATEGORIES)[number];

/** Putting's share of the strokes an amateur loses (Broadie: about 3 of the 20 between 80 and 100). */
export const PUTTING_SHARE_RANGE = [0.1, 0.25] as const;
/** Up and down within this many points of Arccos's published rates (issue 21). */
export const UP_AND_DOWN_TOLERANCE = 0.06;

export type ShortGameRow = {
  level: LadderLevel;
  sg: StrokesGainedByCategory;
  upAndDown: number;
  /** sg.putting / sg.total: putting's share of the strokes lost to the baseline. */
  puttingShare: number;
};

export function shortGameRow(level: LadderLevel, s: LevelStats): ShortGameRow {
  const sg = s.strokesGained;
  return { level, sg, upAndDown: s.upAndDownInside25, puttingShare: sg.putting / sg.total };
}

/** Each ladder level from the tees its standards are made on (the 18 handicap from White). */
export function measureLadder(
  courses: readonly Course[],
  rounds: number,
  seed: number,
  anchors?: readonly ProfileAnchor[],
): ShortGameRow[] {
  return SHORT_GAME_LADDER.map((level) => {
    const profile =
      level.id in STANDARD_TEES && !anchors
        ? namedProfile(level.id as keyof typeof STANDARD_TEES)
        : profileForLevel(level.level, {
            anchors,
            distanceScale: NAMED_PROFILES[level.id as NamedProfileId]?.distanceScale,
          });
    const tee = STANDARD_TEES[level.id as keyof typeof STANDARD_TEES] ?? 'White';
    return shortGameRow(level, measureLevel(profile, courses, rounds, seed, tee));
  });
}

/** The issue's checks; an empty list when every one passes. */
export function shortGameMisses(rows: readonly ShortGameRow[]): string[] {
  const misses: string[] = [];
  for (const row of rows.filter((r) => r.level.isAmateur)) {
    for (const c of SG_CATEGORIES)
      if (row.sg[c] >= 0) misses.push(`${row.level.label} ${c} ${row.sg[c].toFixed(2)} ≥ 0`);
    const [lo, hi] = PUTTING_SHARE_RANGE;
    if (row.puttingShare < lo || row.puttingShare > hi)
      misses.push(`${row.level.label} putting share ${(row.puttingShare * 100).toFixed(0)} %`);
  }
  // The ranking is the standards' (the 18 handicap is measured for Arccos's up and down only).
  const ranked = rows.filter((r) => r.level.id in STANDARD_TEES);
  for (const c of SG_CATEGORIES)
    ranked.forEach((row, i) => {
      const prev = ranked[i - 1];
      if (prev && row.sg[c] > prev.sg[c])
        misses.push(
          `${c}: ${row.level.label} ${row.sg[c].toFixed(2)} > ${prev.level.label} ${prev.sg[c].toFixed(2)}`,
        );
    });
  for (const r of REPORTED.upAndDown) {
    const row = rows.find((x) => x.level.id === r.id);
    if (row && Math.abs(row.upAndDown - r.rate) > UP_AND_DOWN_TOLERANCE)
      misses.push(`${row.level.label} up and down ${(row.upAndDown * 100).toFixed(1)} % (${r.rate * 100} %)`);
  }
  // Monotone between the published levels (issue 21: scratch to 18 handicap).
  const [first, last] = [REPORTED.upAndDown[0].id, REPORTED.upAndDown[REPORTED.upAndDown.length - 1]!.id];
  const amateurs = rows.slice(
    rows.findIndex((r) => r.level.id === first),
    rows.findIndex((r) => r.level.id === last) + 1,
  );
  amateurs.forEach((row, i) => {
    const prev = amateurs[i - 1];
    if (prev && row.upAndDown > prev.upAndDown)
      misses.push(`up and down: ${row.level.label} above ${prev.level.label}`);
  });
  return misses;
}

const sgCell = (x: number): string => (x >= 0 ? `+${x.toFixed(2)}` : x.toFixed(2)).padStart(7);

export function formatShortGame(rows: readonly ShortGameRow[]): string[] {
  const published = new Map<string, number>(REPORTED.upAndDown.map((r) => [r.id, r.rate]));
  const lines = ['Level          off tee approach  around putting   total  up&down (Arccos)  putting share'];
  for (const row of rows) {
    const pub = published.get(row.level.id);
    lines.push(
      [
        row.level.label.padEnd(13),
        ...SG_CATEGORIES.map((c) => sgCell(row.sg[c])),
        sgCell(row.sg.total),
        `${(row.upAndDown * 100).toFixed(1).padStart(6)} %${pub === undefined ? '         ' : ` (${(pub * 100).toFixed(0)} %)  `}`,
        row.level.isAmateur ? `${(row.puttingShare * 100).toFixed(0).padStart(6)} %` : '',
      ].join(' '),
    );
  }
  return lines;
}
