import { apiPaths, type ResumeData, type ResumeSettings } from '@linksight/api-contract';
import { apiClient } from '../../../lib/api-client';

/** spec 2 §7 resumeDataPreview: the resume data of the builder's current settings (nothing is saved). */
export function postResumePreview(settings: ResumeSettings, signal?: AbortSignal): Promise<ResumeData> {
  return apiClient.post<ResumeData>(apiPaths.players.resumePreview(settings.accountId), settings, { signal });
}
