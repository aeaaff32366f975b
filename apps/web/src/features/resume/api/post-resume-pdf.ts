import { apiPaths, type PdfData, type ResumeSettings } from '@linksight/api-contract';
import { apiClient } from '../../../lib/api-client';

/** spec 2 §7 resumePdfPOST: the PDF of the settings, `{ data }` base64. */
export function postResumePdf(settings: ResumeSettings): Promise<PdfData> {
  return apiClient.post<PdfData>(apiPaths.players.resumePdf(settings.accountId), settings);
}
