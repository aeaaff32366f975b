import {
  csvIssueOf,
  eighteenHoleRating,
  isTemplateExample,
  validateCourseIngest,
  validateRoundIngest,
  type CourseIngest,
  type CsvRound,
  type IngestIssue,
} from '@linksight/golf-core';
import type { CourseSummary } from '@linksight/api-contract';
import type { ImportProblem, ProblemPlace } from './problem-list';
import type { ImportSource } from './read-import-file';

/** Said on the rows of the template's example round, which is not imported. */
export const TEMPLATE_EXAMPLE_MESSAGE =
  "This is the template's example round. Replace it with your own rounds before importing.";

export type PlannedRound = {
  /** The round as the API takes it. */
  payload: Record<string, unknown>;
  /** Where the round is in the file (a JSON round's number, a CSV round's rows), for the problem list. */
  where: ProblemPlace;
  csv: CsvRound | null;
  problems: ImportProblem[];
  /**
   * A CSV round with an unreadable row (that row's problem is listed) or the template's example round:
   * the round is not sent.
   */
  isBlocked?: boolean;
};

/**
 * Where a CSV's course name leads (the preview says it before anything is written): a Linksight course of
 * that name, whose tees' yardages, rating and slope the rounds then take, or a new private course made
 * from the rows.
 */
export type CourseMatch = { name: string; rounds: number } & (
  { kind: 'existing'; courseName: string; place: string | null; isOwn: boolean } | { kind: 'new' }
);

export type ImportPlan = {
  courses: unknown[];
  rounds: PlannedRound[];
  fileProblems: ImportProblem[];
  /** CSV files only: one line per course name of the file, in file order. */
  courseMatches: CourseMatch[];
};

/** A round's issue (path relative to the round) placed in the file. */
export function placeIssue(round: PlannedRound, issue: IngestIssue): ImportProblem {
  if (round.csv) {
    const { rows, field, message } = csvIssueOf(round.csv, issue);
    return { place: { kind: 'rows', rows }, field, message };
  }
  return { place: round.where, field: issue.path.replace(/^\$\.?/, '') || 'round', message: issue.message };
}

function checkRound(round: PlannedRound, now: Date): PlannedRound {
  const { issues } = validateRoundIngest(round.payload, { now });
  return { ...round, problems: issues.map((i) => placeIssue(round, i)) };
}

/** Course names of a CSV matched to Linksight courses: exact name (any case) with the tee named. */
export type CourseLookup = (name: string) => Promise<CourseSummary[]>;

const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A course for CSV rows that match no course: private to the player, its holes and pars from the rows,
 * unknown yardages and location; the tee's rating and slope from the file's rating/slope columns, else
 * estimated as par scaled to 18 holes and the standard slope 113 (README: CSV import).
 */
function courseFromRows(name: string, rounds: CsvRound[]): CourseIngest {
  const pars = new Map<number, number>();
  for (const r of rounds)
    for (const h of r.round.holes)
      if (Number.isInteger(h.number) && Number.isInteger(h.par)) pars.set(h.number, h.par);
  const maxHole = Math.max(0, ...pars.keys());
  const numbers =
    pars.size <= 9 && [...pars.keys()].every((n) => n > 9)
      ? [10, 11, 12, 13, 14, 15, 16, 17, 18]
      : Array.from({ length: maxHole <= 9 ? 9 : 18 }, (_, i) => i + 1);
  const holes = numbers.map((number) => ({ number, par: pars.get(number) ?? 4 }));
  const par = holes.reduce((sum, h) => sum + h.par, 0);
  const tees = new Map<string, CourseIngest['tees'][number]>();
  for (const r of rounds)
    if (!tees.has(r.round.teeName.toLowerCase()))
      tees.set(r.round.teeName.toLowerCase(), {
        name: r.round.teeName,
        rating:
          r.rating === null
            ? Math.round(((par * 18) / holes.length) * 10) / 10
            : eighteenHoleRating(r.rating, holes.length),
        slope: r.slope ?? 113,
        yardages: holes.map(() => 0),
      });
  return {
    externalId: `csv:${slug(name)}`,
    name: name.trim(),
    visibility: 'private',
    tees: [...tees.values()],
    holes,
  };
}

/** The CSV column a made course's field comes from: a tee's rating and slope have columns of their own. */
const TEE_COLUMN = /^\$\.tees\[(\d+)\]\.(rating|slope)$/;

/**
 * A course made from CSV rows, checked by the server's rules so that a problem is named by the rows and
 * column it came from (slope 200 on rows 2–19): a tee's rating or slope on the rows of the rounds played
 * from that tee, anything else on every row of the course's rounds, column course. What can be sent is
 * the course without its bad tees, or nothing when the course itself is wrong or no tee is left; the
 * rounds with a problem are held back, and a course none of whose rounds can go is not created.
 */
function checkMadeCourse(
  course: CourseIngest,
  rounds: CsvRound[],
): { sendable: CourseIngest | null; problems: Map<CsvRound, ImportProblem[]> } {
  const problems = new Map<CsvRound, ImportProblem[]>();
  const badTees = new Set<string>();
  let isCourseWrong = false;
  for (const issue of validateCourseIngest(course).issues) {
    const tee = TEE_COLUMN.exec(issue.path);
    const teeName = tee ? course.tees[Number(tee[1])]?.name.toLowerCase() : undefined;
    if (teeName === undefined) isCourseWrong = true;
    else badTees.add(teeName);
    for (const r of rounds) {
      if (teeName !== undefined && r.round.teeName.toLowerCase() !== teeName) continue;
      const problem: ImportProblem = {
        place: { kind: 'rows', rows: r.rows },
        field: tee ? tee[2]! : 'course',
        message: issue.message,
      };
      problems.set(r, [...(problems.get(r) ?? []), problem]);
    }
  }
  const tees = course.tees.filter((t) => !badTees.has(t.name.toLowerCase()));
  const hasSendableRound = rounds.some((r) => !problems.has(r));
  return {
    sendable: !isCourseWrong && tees.length > 0 && hasSendableRound ? { ...course, tees } : null,
    problems,
  };
}

/** Turns a read file into rounds to send and the problems found before asking the server. */
export async function planImport(source: ImportSource, lookup: CourseLookup, now: Date): Promise<ImportPlan> {
  if (source.kind === 'unreadable')
    return {
      courses: [],
      rounds: [],
      fileProblems: [{ place: { kind: 'file' }, field: 'file', message: source.message }],
      courseMatches: [],
    };
  if (source.kind === 'json') {
    const courseProblems = source.document.courses.flatMap((c, i) =>
      validateCourseIngest(c).issues.map((issue) => ({
        place: { kind: 'course' as const, number: i + 1 },
        field: issue.path.replace(/^\$\.?/, '') || 'course',
        message: issue.message,
      })),
    );
    const rounds = source.document.rounds.map((payload, i) =>
      checkRound(
        {
          payload: payload as Record<string, unknown>,
          where: { kind: 'round', number: i + 1 },
          csv: null,
          problems: [],
        },
        now,
      ),
    );
    return { courses: source.document.courses, rounds, fileProblems: courseProblems, courseMatches: [] };
  }
  const fileProblems = source.issues.map((i): ImportProblem => ({
    place: { kind: 'rows', rows: [i.row] },
    field: i.field,
    message: i.message,
  }));
  // The template's example round is left out, and so is its made-up course: it is not the player's.
  const examples = new Set(source.rounds.filter(isTemplateExample));
  const byCourse = new Map<string, CsvRound[]>();
  for (const r of source.rounds.filter((round) => !examples.has(round)))
    byCourse.set(slug(r.round.courseName), [...(byCourse.get(slug(r.round.courseName)) ?? []), r]);
  const courses: CourseIngest[] = [];
  const refOf = new Map<CsvRound, Record<string, unknown>>();
  const courseProblemsOf = new Map<CsvRound, ImportProblem[]>();
  const courseMatches: (CourseMatch & { key: string })[] = [];
  for (const [key, rounds] of byCourse) {
    // A blank course cell is the row's own problem ("course is required"); there is no course to look up
    // (the search refuses an empty name, which stopped the whole file).
    if (key === '') continue;
    const name = rounds[0]!.round.courseName;
    const found = (await lookup(name)).filter((c) => slug(c.name) === key);
    const made = found.length > 0 ? null : courseFromRows(name, rounds);
    const first = found[0];
    courseMatches.push(
      first
        ? {
            name: name.trim(),
            rounds: rounds.length,
            kind: 'existing',
            courseName: first.name,
            place: [first.city, first.state].filter(Boolean).join(', ') || null,
            isOwn: first.isOwn,
            key,
          }
        : { name: name.trim(), rounds: rounds.length, kind: 'new', key },
    );
    if (made) {
      const { sendable, problems } = checkMadeCourse(made, rounds);
      if (sendable) courses.push(sendable);
      for (const [round, list] of problems) courseProblemsOf.set(round, list);
    }
    for (const r of rounds) {
      const match =
        found.find((c) => c.tees.some((t) => t.name.toLowerCase() === r.round.teeName.toLowerCase())) ??
        found[0];
      refOf.set(r, match ? { courseId: match.courseId } : { courseExternalId: made!.externalId });
    }
  }
  const badRows = new Set(source.issues.map((i) => i.row));
  const reported = new Set(source.issues.map((i) => `${i.row}|${i.field}`));
  const isReported = (p: ImportProblem) =>
    p.place.kind === 'rows' && p.place.rows.every((row) => reported.has(`${row}|${p.field}`));
  const rounds = source.rounds.map((csv): PlannedRound => {
    const { courseName: _name, ...round } = csv.round;
    const planned: PlannedRound = {
      payload: { ...round, ...refOf.get(csv) },
      where: { kind: 'rows', rows: csv.rows },
      csv,
      problems: [],
    };
    if (examples.has(csv))
      return {
        ...planned,
        problems: [{ place: planned.where, field: '', message: TEMPLATE_EXAMPLE_MESSAGE }],
        isBlocked: true,
      };
    const checked = checkRound(planned, now);
    const ofCourse = courseProblemsOf.get(csv) ?? [];
    const hasBadCell = csv.rows.some((row) => badRows.has(row));
    if (!hasBadCell && ofCourse.length === 0) return checked;
    // A round with an unreadable cell or a course problem is not sent. Its other problems are listed with
    // them, so one upload shows everything to fix; an unreadable cell's field is listed once, by the file.
    const own = hasBadCell ? checked.problems.filter((p) => !isReported(p)) : checked.problems;
    return { ...checked, problems: [...own, ...ofCourse], isBlocked: true };
  });
  return { courses, rounds, fileProblems, courseMatches: matchesOfSendable(courseMatches, byCourse, rounds) };
}

/**
 * The courses list counts the rounds that will be sent: a round with a problem is not (an outside audit read
 * "Riverbend Muni (2 rounds)" over a file where one of the two had a bad date), and a course none of whose
 * rounds will be sent is not listed.
 */
function matchesOfSendable(
  matches: readonly (CourseMatch & { key: string })[],
  byCourse: ReadonlyMap<string, readonly CsvRound[]>,
  rounds: readonly PlannedRound[],
): CourseMatch[] {
  const sent = new Set(rounds.filter(isSendable).map((r) => r.csv));
  return matches.flatMap(({ key, ...match }) => {
    const count = (byCourse.get(key) ?? []).filter((r) => sent.has(r)).length;
    return count === 0 ? [] : [{ ...match, rounds: count }];
  });
}

/** Splits a list into batches of at most `size`. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The file's courses that the rounds being sent name (by externalId): a course is created for its
 * rounds, so one whose rounds all have a problem, or are duplicates, is not created on its own.
 */
export function coursesFor(courses: readonly unknown[], rounds: readonly PlannedRound[]): unknown[] {
  const named = new Set<unknown>(rounds.map((r) => r.payload.courseExternalId));
  const externalIdOf = (c: unknown) =>
    typeof c === 'object' && c !== null && 'externalId' in c ? c.externalId : undefined;
  return courses.filter((c) => externalIdOf(c) !== undefined && named.has(externalIdOf(c)));
}

/** A round the server may be asked to import: nothing wrong with it locally. */
export const isSendable = (r: PlannedRound): boolean => r.problems.length === 0 && !r.isBlocked;
