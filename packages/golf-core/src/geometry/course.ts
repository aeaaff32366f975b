/** spec 3 §3 Course (GPS): scorecard details and tee details. */
export type CourseScorecard = { parHole: number[] };
export type CourseTee = { ydsHole: (number | null | undefined)[] };
export type CourseDetails = { menScorecardList?: CourseScorecard[] | null; teesList?: CourseTee[] | null };

/**
 * spec 3 §5: par lookup returns 0 when there is no men's scorecard or the hole number is beyond the list.
 * `holeNumber` is 1-based; the first men's scorecard is used.
 */
export function parLookup(course: CourseDetails, holeNumber: number): number {
  const card = course.menScorecardList?.[0];
  if (!card || holeNumber < 1) return 0;
  return card.parHole[holeNumber - 1] ?? 0;
}

/** spec 3 §5: yardage lookup returns undefined for a tee with no value for that hole. */
export function yardageLookup(
  course: CourseDetails,
  teeIndex: number,
  holeNumber: number,
): number | undefined {
  const value = course.teesList?.[teeIndex]?.ydsHole[holeNumber - 1];
  return value == null ? undefined : value;
}
