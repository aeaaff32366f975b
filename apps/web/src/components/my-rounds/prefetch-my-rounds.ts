import { courseMapQueryOptions, mapCourseIds } from '../../lib/players/get-course-maps';
import { historiesQueryOptions } from '../../lib/players/get-histories';
import { holeCoordinatesQueryOptions } from '../../lib/players/get-hole-coordinates';
import { holeStatsQueryOptions } from '../../lib/players/get-hole-stats';
import { queryClient } from '../../lib/query-client';
import { DEFAULT_QUICK_SET, selectedRoundIds, toRoundMeta } from './my-rounds-model';

/**
 * Starts the My Rounds page's call chain (histories, then the default quick set's hole coordinates and
 * hole stats: spec 3 §7, then the maps of the coordinates' courses) from the route loader, with the query
 * options the page uses, so it runs while the page's code downloads instead of after it mounts (issue 23:
 * the map caption painted after four waits in a row). Failures are left to the page, which shows its own
 * error.
 */
export async function prefetchMyRounds(accountId: number): Promise<void> {
  const histories = await queryClient.fetchQuery(historiesQueryOptions(accountId)).catch(() => null);
  if (histories === null) return;
  const ids = selectedRoundIds(DEFAULT_QUICK_SET, [], histories.rounds.map(toRoundMeta), new Date());
  if (ids.length === 0) return;
  void queryClient.prefetchQuery(holeStatsQueryOptions(accountId, ids));
  const coordinates = await queryClient
    .fetchQuery(holeCoordinatesQueryOptions(accountId, ids))
    .catch(() => null);
  for (const courseId of mapCourseIds(coordinates?.rounds ?? []))
    void queryClient.prefetchQuery(courseMapQueryOptions(accountId, courseId));
}
