import { apiPaths, type CourseMap, type MapRound } from '@linksight/api-contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/**
 * What the shot map draws of one course (issue 23). One request per course, so a course is fetched once
 * per visit whatever rounds are picked; across visits the browser's HTTP cache keeps it and asks again
 * with If-None-Match (the API answers 304 when it did not change).
 */
export function getCourseMap(accountId: number, courseId: number): Promise<CourseMap> {
  return apiClient.get<CourseMap>(apiPaths.players.courseMap(accountId, courseId));
}

export const courseMapQueryOptions = (accountId: number, courseId: number) =>
  queryOptions({
    queryKey: ['players', accountId, 'course-map', courseId],
    queryFn: () => getCourseMap(accountId, courseId),
    staleTime: Infinity,
  });

/** The courses the shot map draws for these rounds, in a stable order (one query each). */
export function mapCourseIds(rounds: readonly MapRound[]): number[] {
  return [...new Set(rounds.map((r) => r.golfCourseId))].sort((a, b) => a - b);
}

/** The maps of `courseIds` loaded so far, and whether any is still loading. */
export function useCourseMaps(accountId: number, courseIds: readonly number[]) {
  return useQueries({
    queries: courseIds.map((id) => courseMapQueryOptions(accountId, id)),
    combine: (results) => ({
      data: results.flatMap((r) => (r.data ? [r.data] : [])),
      isPending: results.some((r) => r.isPending),
    }),
  });
}
