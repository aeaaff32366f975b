import type { FairwayResult, Lie, Par, RoundTypeId } from '../model/round';
import { roundTypeName } from '../selection/round-types';
import { Checker, optional } from './checks';
import type { IngestIssue, StartLie, ValidHole, ValidRound, ValidShot } from './types';

/** Issue 20 limits of the round format (the JSON Schema states the same bounds). */
export const ROUND_LIMITS = {
  minScore: 1,
  maxScore: 20,
  minPar: 3,
  maxPar: 6,
  maxPutts: 15,
  maxPenaltyStrokes: 10,
  maxShotPenalty: 2,
  maxShotsPerHole: 30,
  maxRoundNumber: 20,
  maxTextLength: 200,
  /** A round may be dated at most this far ahead (time zones, a phone's clock). */
  maxFutureMs: 24 * 60 * 60 * 1000,
  earliestPlayedAt: '1900-01-01T00:00:00Z',
} as const;

export const ROUND_TYPE_IDS: readonly RoundTypeId[] = [1, 3, 10, 11];
export const FAIRWAY_RESULTS: readonly FairwayResult[] = ['hit', 'left', 'right', 'short', 'long'];
export const START_LIES: readonly StartLie[] = ['tee', 'fairway', 'rough', 'sand', 'recovery', 'green'];
export const END_LIES: readonly Lie[] = [...START_LIES, 'penalty', 'hole'];
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

type ShotDraft = Omit<ValidShot, 'startLie' | 'endLie'> & { startLie?: StartLie; endLie?: Lie };

function checkShot(c: Checker, value: unknown, path: string, where: string): ShotDraft | undefined {
  const o = c.object(value, path, where, 'shot');
  if (!o) return undefined;
  const number = c.integer(o.number, `${path}.number`, where, 'number', 1, ROUND_LIMITS.maxShotsPerHole);
  const start = c.point(o.start, `${path}.start`, where, 'start');
  const end = c.point(o.end, `${path}.end`, where, 'end');
  const isPutt = optional(o.isPutt, false, (v) => c.boolean(v, `${path}.isPutt`, where, 'isPutt'));
  const startLie = optional<StartLie | undefined>(o.startLie, undefined, (v) =>
    c.oneOf(v, START_LIES, `${path}.startLie`, where, 'startLie'),
  );
  const endLie = optional<Lie | undefined>(o.endLie, undefined, (v) =>
    c.oneOf(v, END_LIES, `${path}.endLie`, where, 'endLie'),
  );
  const club = optional<string | null>(o.club, null, (v) => c.string(v, `${path}.club`, where, 'club', 40));
  const penaltyStrokes = optional(o.penaltyStrokes, 0, (v) =>
    c.integer(v, `${path}.penaltyStrokes`, where, 'penaltyStrokes', 0, ROUND_LIMITS.maxShotPenalty),
  );
  const distance = (key: 'distanceToPinBeforeYards' | 'distanceToPinAfterYards') =>
    optional<number | null>(o[key], null, (v) => c.number(v, `${path}.${key}`, where, key, 0, 1000));
  const distanceToPinBeforeYards = distance('distanceToPinBeforeYards');
  const distanceToPinAfterYards = distance('distanceToPinAfterYards');
  if (isPutt && startLie !== undefined && startLie !== 'green')
    c.add(`${path}.startLie`, where, 'a putt starts on the green');
  if (
    number === undefined ||
    !start ||
    !end ||
    penaltyStrokes === undefined ||
    club === undefined ||
    distanceToPinBeforeYards === undefined ||
    distanceToPinAfterYards === undefined
  )
    return undefined;
  return {
    number,
    start,
    end,
    startLie: isPutt ? 'green' : startLie,
    endLie,
    club,
    penaltyStrokes,
    distanceToPinBeforeYards,
    distanceToPinAfterYards,
  };
}

/** Settles default lies: first shot from the tee, then where the previous one ended; last one holed. */
function settleLies(
  c: Checker,
  drafts: ShotDraft[],
  score: number | null,
  path: string,
  where: (i: number) => string,
): ValidShot[] {
  const shots: ValidShot[] = [];
  drafts.forEach((d, i) => {
    const next = drafts[i + 1];
    const previous = shots[i - 1];
    let startLie: StartLie | undefined = d.startLie;
    if (startLie === undefined) {
      if (i === 0) startLie = 'tee';
      else if (previous && previous.endLie !== 'hole' && previous.endLie !== 'penalty')
        startLie = previous.endLie;
    }
    if (startLie === undefined) {
      c.add(`${path}[${i}].startLie`, where(i), 'startLie is required after a penalty');
      return;
    }
    const endLie: Lie | undefined =
      d.endLie ?? next?.startLie ?? (next ? undefined : score !== null ? 'hole' : undefined);
    if (endLie === undefined) {
      c.add(`${path}[${i}].endLie`, where(i), 'endLie is required here');
      return;
    }
    shots.push({ ...d, startLie, endLie });
  });
  return shots;
}

function checkHole(c: Checker, value: unknown, path: string, index: number): ValidHole | undefined {
  const o = c.object(value, path, `hole ${index + 1}`, 'hole');
  if (!o) return undefined;
  const n = typeof o.number === 'number' && Number.isInteger(o.number) ? o.number : index + 1;
  const where = `hole ${n}`;
  const number = c.integer(o.number, `${path}.number`, where, 'number', 1, 18);
  const par = c.integer(o.par, `${path}.par`, where, 'par', ROUND_LIMITS.minPar, ROUND_LIMITS.maxPar);
  const score =
    o.score === null
      ? null
      : c.integer(o.score, `${path}.score`, where, 'score', ROUND_LIMITS.minScore, ROUND_LIMITS.maxScore);
  const putts = optional<number | null>(o.putts, null, (v) =>
    c.integer(v, `${path}.putts`, where, 'putts', 0, ROUND_LIMITS.maxPutts),
  );
  const fairway = optional<FairwayResult | null>(o.fairway, null, (v) =>
    c.oneOf(v, FAIRWAY_RESULTS, `${path}.fairway`, where, 'fairway'),
  );
  const penaltyStrokes = optional<number | null>(o.penaltyStrokes, null, (v) =>
    c.integer(v, `${path}.penaltyStrokes`, where, 'penaltyStrokes', 0, ROUND_LIMITS.maxPenaltyStrokes),
  );
  const isGreenInRegulation = optional<boolean | null>(o.isGreenInRegulation, null, (v) =>
    c.boolean(v, `${path}.isGreenInRegulation`, where, 'isGreenInRegulation'),
  );
  const tee = optional(o.tee, null, (v) => c.point(v, `${path}.tee`, where, 'tee'));
  const pin = optional(o.pin, null, (v) => c.point(v, `${path}.pin`, where, 'pin'));
  const isExcluded = optional(o.isExcluded, false, (v) =>
    c.boolean(v, `${path}.isExcluded`, where, 'isExcluded'),
  );
  if (o.score === undefined) c.add(`${path}.score`, where, 'score is required (null when not played)');
  if (score != null && putts != null && putts > score)
    c.add(`${path}.putts`, where, `putts (${putts}) cannot exceed the score (${score})`);

  let shots: ValidShot[] = [];
  if (o.shots !== undefined && o.shots !== null) {
    if (!Array.isArray(o.shots) || o.shots.length > ROUND_LIMITS.maxShotsPerHole) {
      c.add(`${path}.shots`, where, `shots must be a list of at most ${ROUND_LIMITS.maxShotsPerHole}`);
    } else {
      const drafts: ShotDraft[] = [];
      o.shots.forEach((s, i) => {
        const d = checkShot(c, s, `${path}.shots[${i}]`, `${where} shot ${i + 1}`);
        if (d) drafts.push(d);
      });
      if (drafts.length === o.shots.length) {
        for (let i = 1; i < drafts.length; i++) {
          const prev = drafts[i - 1]!;
          if (drafts[i]!.number <= prev.number)
            c.add(
              `${path}.shots[${i}].number`,
              `${where} shot ${i + 1}`,
              `shots out of order: number ${drafts[i]!.number} comes after ${prev.number}`,
            );
        }
        shots = settleLies(c, drafts, score ?? null, `${path}.shots`, (i) => `${where} shot ${i + 1}`);
        const last = shots[shots.length - 1];
        if (last && last.endLie === 'hole' && typeof score === 'number') {
          const strokes = last.number + last.penaltyStrokes;
          if (strokes !== score)
            c.add(
              `${path}.score`,
              where,
              `score ${score} does not match the ${strokes} strokes of its shots`,
            );
        }
      }
    }
  }
  if (
    number === undefined ||
    par === undefined ||
    score === undefined ||
    putts === undefined ||
    fairway === undefined ||
    penaltyStrokes === undefined ||
    isGreenInRegulation === undefined ||
    tee === undefined ||
    pin === undefined ||
    isExcluded === undefined
  )
    return undefined;
  return {
    number,
    par: par as Par,
    score,
    putts,
    fairway,
    penaltyStrokes,
    isGreenInRegulation,
    tee,
    pin,
    isExcluded,
    shots,
  };
}

function checkPlayedAt(c: Checker, value: unknown, now: Date): string | undefined {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) {
    c.add('$.playedAt', '', 'playedAt must be an ISO 8601 date-time such as 2025-06-01T08:30:00Z');
    return undefined;
  }
  const at = Date.parse(value);
  if (at > now.getTime() + ROUND_LIMITS.maxFutureMs) {
    c.add('$.playedAt', '', 'playedAt is more than a day in the future');
    return undefined;
  }
  if (at < Date.parse(ROUND_LIMITS.earliestPlayedAt)) {
    c.add('$.playedAt', '', 'playedAt is before 1900');
    return undefined;
  }
  return new Date(at).toISOString();
}

export type ValidateOptions = {
  /** "Now" for the not-in-the-future rule. */
  now: Date;
};

/**
 * Validates one round of the open format (issue 20 "Bad input"): every field, with a message naming its
 * JSON path; nothing of a round with any issue may be written. Paths start at `$` (the round); callers
 * validating a file prefix them (`$.rounds[3]…`) with `prefixIssues`.
 */
export function validateRoundIngest(
  input: unknown,
  options: ValidateOptions,
): { round: ValidRound; issues: [] } | { round: null; issues: IngestIssue[] } {
  const c = new Checker();
  const o = c.object(input, '$', '', 'round');
  if (!o) return { round: null, issues: c.issues };
  const clientRoundId = optional<string | null>(o.clientRoundId, null, (v) =>
    c.string(v, '$.clientRoundId', '', 'clientRoundId', 100),
  );
  const courseId = optional<number | null>(o.courseId, null, (v) =>
    c.integer(v, '$.courseId', '', 'courseId', 1, 2_147_483_647),
  );
  const courseExternalId = optional<string | null>(o.courseExternalId, null, (v) =>
    c.string(v, '$.courseExternalId', '', 'courseExternalId', ROUND_LIMITS.maxTextLength),
  );
  if ((o.courseId ?? null) === null && (o.courseExternalId ?? null) === null)
    c.add('$.courseId', '', 'the round names no course: give its courseId or courseExternalId');
  const teeName = c.string(o.teeName, '$.teeName', '', 'teeName', 100);
  const playedAt = checkPlayedAt(c, o.playedAt, options.now);
  const roundType = c.oneOf(o.roundType, ROUND_TYPE_IDS, '$.roundType', '', 'roundType', roundTypeName);
  const roundNumber = optional(o.roundNumber, 1, (v) =>
    c.integer(v, '$.roundNumber', '', 'roundNumber', 0, ROUND_LIMITS.maxRoundNumber),
  );
  const tournament = optional<ValidRound['tournament']>(o.tournament, null, (v) => {
    const t = c.object(v, '$.tournament', '', 'tournament');
    if (!t) return undefined;
    const name = c.string(t.name, '$.tournament.name', '', 'tournament name', ROUND_LIMITS.maxTextLength);
    const url = optional<string | null>(t.url, null, (u) => c.string(u, '$.tournament.url', '', 'url', 500));
    return name === undefined || url === undefined ? undefined : { name, url };
  });
  const holeCount = c.oneOf(o.holeCount, [9, 18] as const, '$.holeCount', '', 'holeCount');
  const isSimulator = optional(o.isSimulator, false, (v) => c.boolean(v, '$.isSimulator', '', 'isSimulator'));
  const isCompleted = optional(o.isCompleted, true, (v) => c.boolean(v, '$.isCompleted', '', 'isCompleted'));

  const holes: ValidHole[] = [];
  if (!Array.isArray(o.holes) || o.holes.length === 0) {
    c.add('$.holes', '', 'holes must be a list of at least one hole');
  } else if (holeCount !== undefined && o.holes.length > holeCount) {
    c.add('$.holes', '', `a ${holeCount}-hole round has at most ${holeCount} holes, got ${o.holes.length}`);
  } else {
    if (holeCount !== undefined && isCompleted && o.holes.length !== holeCount)
      c.add(
        '$.holes',
        '',
        `a completed ${holeCount}-hole round needs ${holeCount} holes, got ${o.holes.length}`,
      );
    const seen = new Map<number, number>();
    o.holes.forEach((h, i) => {
      const hole = checkHole(c, h, `$.holes[${i}]`, i);
      if (!hole) return;
      const first = seen.get(hole.number);
      if (first !== undefined)
        c.add(
          `$.holes[${i}].number`,
          `hole ${hole.number}`,
          `duplicate hole number (also at holes[${first}])`,
        );
      else seen.set(hole.number, i);
      holes.push(hole);
    });
  }
  if (c.issues.length > 0) return { round: null, issues: c.issues };
  return {
    round: {
      clientRoundId: clientRoundId!,
      courseId: courseId!,
      courseExternalId: courseExternalId!,
      teeName: teeName!,
      playedAt: playedAt!,
      roundType: roundType!,
      roundNumber: roundNumber!,
      tournament: tournament!,
      holeCount: holeCount!,
      isSimulator: isSimulator!,
      isCompleted: isCompleted!,
      holes: holes.sort((a, b) => a.number - b.number),
    },
    issues: [],
  };
}

/** Issues of a nested document under `prefix` (`$.rounds[3]`): `$.holes[0]` → `$.rounds[3].holes[0]`. */
export function prefixIssues(issues: readonly IngestIssue[], prefix: string): IngestIssue[] {
  return issues.map((i) => ({ ...i, path: prefix + i.path.slice(1) }));
}
