import { apiPaths, type CourseDetailsResponse } from '@linksight/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** GPS shapes (GeoJSON vector layers), pars and yardages of courses (spec 3 §7 course details). */
export function getCourseDetails(
  accountId: number,
  golfCourseIds: readonly number[],
): Promise<CourseDetailsResponse> {
  return apiClient.post<CourseDetailsResponse>(apiPaths.players.courseDetails(accountId), { golfCourseIds });
}

export const courseDetailsQueryOptions = (accountId: number, golfCourseIds: readonly number[]) =>
  queryOptions({
    queryKey: ['players', accountId, 'course-details', golfCourseIds],
    queryFn: () => getCourseDetails(accountId, golfCourseIds),
    staleTime: Infinity,
  });

export function useCourseDetails(accountId: number, golfCourseIds: readonly number[]) {
  return useQuery({
    ...courseDetailsQueryOptions(accountId, golfCourseIds),
    enabled: golfCourseIds.length > 0,
  });
}
