import { CSV_COLUMNS, CSV_OPTIONAL_COLUMNS, type CsvRound } from './csv';

/** The example round of the template: a par-72 eighteen, as a player would fill it in. */
const EXAMPLE_NINES = [
  [
    { par: 4, score: 5, putts: 2, fairway: 'left', gir: 'no', penalties: 0 },
    { par: 5, score: 5, putts: 2, fairway: 'hit', gir: 'yes', penalties: 0 },
    { par: 3, score: 3, putts: 2, fairway: '', gir: 'yes', penalties: 0 },
    { par: 4, score: 4, putts: 1, fairway: 'hit', gir: 'no', penalties: 0 },
    { par: 4, score: 6, putts: 2, fairway: 'right', gir: 'no', penalties: 1 },
    { par: 3, score: 3, putts: 2, fairway: '', gir: 'yes', penalties: 0 },
    { par: 4, score: 4, putts: 2, fairway: 'hit', gir: 'yes', penalties: 0 },
    { par: 5, score: 6, putts: 3, fairway: 'short', gir: 'yes', penalties: 0 },
    { par: 4, score: 4, putts: 2, fairway: 'hit', gir: 'yes', penalties: 0 },
  ],
  [
    { par: 4, score: 4, putts: 2, fairway: 'hit', gir: 'yes', penalties: 0 },
    { par: 3, score: 4, putts: 2, fairway: '', gir: 'no', penalties: 0 },
    { par: 5, score: 5, putts: 2, fairway: 'hit', gir: 'yes', penalties: 0 },
    { par: 4, score: 5, putts: 2, fairway: 'left', gir: 'no', penalties: 0 },
    { par: 4, score: 4, putts: 2, fairway: 'hit', gir: 'yes', penalties: 0 },
    { par: 4, score: 3, putts: 1, fairway: 'hit', gir: 'yes', penalties: 0 },
    { par: 3, score: 3, putts: 2, fairway: '', gir: 'yes', penalties: 0 },
    { par: 5, score: 6, putts: 2, fairway: 'long', gir: 'no', penalties: 0 },
    { par: 4, score: 5, putts: 2, fairway: 'right', gir: 'no', penalties: 0 },
  ],
] as const;
/** The example round's made-up course and tee. */
const EXAMPLE_COURSE = 'Example Links';
const EXAMPLE_TEE = 'White';
/** Course rating and slope of the example tee (18 holes, as the rating column expects). */
const EXAMPLE_RATING = 71.2;
const EXAMPLE_SLOPE = 128;

/** The file name the import page offers the template under. */
export const CSV_TEMPLATE_FILE_NAME = 'linksight-rounds-template.csv';

/**
 * A CSV to start from (issue 20 import page): the header with every column, then one example 18-hole round
 * on a made-up course, one row per hole. The example reads without a problem, but it is not the player's
 * round: the import page leaves it out (`isTemplateExample`).
 */
export function csvTemplate(date = '2026-05-02'): string {
  const header = [...CSV_COLUMNS, ...CSV_OPTIONAL_COLUMNS].join(',');
  const rows = EXAMPLE_NINES.flat().map((h, i) =>
    [date, EXAMPLE_COURSE, EXAMPLE_TEE, i + 1, h.par, h.score, h.putts, h.fairway, h.gir, h.penalties]
      .concat([EXAMPLE_RATING, EXAMPLE_SLOPE])
      .join(','),
  );
  return `${[header, ...rows].join('\n')}\n`;
}

/**
 * Whether a CSV round is the template's example, left as downloaded: its course and its holes' pars and
 * scores. The date and tee are not compared: a changed date alone does not make it the player's round.
 */
export function isTemplateExample({ round }: CsvRound): boolean {
  const holes = EXAMPLE_NINES.flat();
  return (
    round.courseName.trim().toLowerCase() === EXAMPLE_COURSE.toLowerCase() &&
    round.holes.length === holes.length &&
    round.holes.every((h, i) => h.number === i + 1 && h.par === holes[i]!.par && h.score === holes[i]!.score)
  );
}
