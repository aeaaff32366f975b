import type { RoundInput } from '../model/round';

/**
 * What selection and filters need to know about a round (a subset of RoundInput plus its score to par,
 * used by Best N). Holes are not needed.
 */
export type RoundMeta = Pick<
  RoundInput,
  | 'id'
  | 'playedAt'
  | 'holeCount'
  | 'roundType'
  | 'roundNumber'
  | 'tournamentId'
  | 'isSimulator'
  | 'isCompleted'
> & {
  courseId?: number;
  courseName?: string;
  tournamentName?: string | null;
  /** Total score to par of the round; null when incomplete. */
  scoreVsPar?: number | null;
};

/** Newest first; ties by id descending for a stable order. */
export function byNewest(a: RoundMeta, b: RoundMeta): number {
  const d = Date.parse(b.playedAt) - Date.parse(a.playedAt);
  return d !== 0 ? d : b.id - a.id;
}
