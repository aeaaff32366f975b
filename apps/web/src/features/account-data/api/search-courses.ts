import { apiPaths, type CourseSummary } from '@linksight/api-contract';
import { apiClient } from '../../../lib/api-client';

/** Courses whose name contains `q` that the player may use (shared ones and their own). */
export function searchCourses(q: string): Promise<CourseSummary[]> {
  return apiClient.get<CourseSummary[]>(apiPaths.courses({ q }));
}
