import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type ResumeData } from '@linksight/api-contract';
import { apiClient } from '../../../lib/api-client';

/**
 * What /cgr/resume prints (spec 2 §2): `?hash=` loads saved report data (resumeDataGET), otherwise
 * `?accountId=` the account's default resume data (resumeDefaultData).
 */
export type ResumeSource = { hash: string } | { accountId: number };

export function getResumeData(source: ResumeSource): Promise<ResumeData> {
  return apiClient.get<ResumeData>(
    'hash' in source
      ? apiPaths.reports.resumeData(source.hash)
      : apiPaths.players.resumeDefaultData(source.accountId),
  );
}

export const resumeDataQueryOptions = (source: ResumeSource) =>
  queryOptions({
    queryKey: ['resume', 'data', source],
    queryFn: () => getResumeData(source),
    retry: false,
  });

export function useResumeData(source: ResumeSource | null) {
  return useQuery({
    ...resumeDataQueryOptions(source ?? { accountId: 0 }),
    enabled: source !== null,
  });
}
