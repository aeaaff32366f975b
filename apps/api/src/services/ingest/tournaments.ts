import { and, asc, eq, sql } from 'drizzle-orm';
import type { TournamentIngest } from '@linksight/golf-core';
import { schema, type DbOrTx } from '../../db/client';

const { tournaments } = schema;

/** Rounds of one event are played over a few days; a round this close to an event of its name joins it. */
export const TOURNAMENT_MATCH_DAYS = 7;
/** spec 3 §9 schedule defaults: locale 1 Local when nothing says otherwise. */
const DEFAULT_LOCALE_TYPE = 1;

/**
 * The tournament of a posted round (issue 20: optional): the event of the same name whose dates are within
 * TOURNAMENT_MATCH_DAYS of the round, widened to include it, or a new one on that day. Event types are
 * the round types 3/10/11 (spec 3 §9); a practice round names a tournament (3).
 */
export async function findOrCreateTournament(
  tx: DbOrTx,
  tournament: TournamentIngest,
  playedAt: string,
  roundType: number,
  courseId: number,
): Promise<number> {
  const day = playedAt.slice(0, 10);
  const [match] = await tx
    .select({ id: tournaments.id, startDate: tournaments.startDate, endDate: tournaments.endDate })
    .from(tournaments)
    .where(
      and(
        sql`lower(${tournaments.name}) = lower(${tournament.name})`,
        sql`${tournaments.startDate} <= ${day}::date + ${TOURNAMENT_MATCH_DAYS}::int`,
        sql`${tournaments.endDate} >= ${day}::date - ${TOURNAMENT_MATCH_DAYS}::int`,
      ),
    )
    .orderBy(asc(sql`abs(${tournaments.startDate} - ${day}::date)`))
    .limit(1);
  if (match) {
    if (day < match.startDate || day > match.endDate)
      await tx
        .update(tournaments)
        .set({
          startDate: day < match.startDate ? day : match.startDate,
          endDate: day > match.endDate ? day : match.endDate,
        })
        .where(eq(tournaments.id, match.id));
    return match.id;
  }
  const [row] = await tx
    .insert(tournaments)
    .values({
      name: tournament.name,
      url: tournament.url ?? null,
      eventType: roundType === 1 ? 3 : roundType,
      localeType: DEFAULT_LOCALE_TYPE,
      courseId,
      startDate: day,
      endDate: day,
    })
    .returning({ id: tournaments.id });
  return row!.id;
}
