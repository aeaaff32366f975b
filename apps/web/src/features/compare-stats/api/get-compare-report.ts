import { apiPaths, type CompareReportPdfRequest, type PdfData } from '@linksight/api-contract';
import { apiClient } from '../../../lib/api-client';

/** compareStatsReportFromState (spec 2 §7): the PDF of the chosen pages, as `{ data }` base64. */
export function getCompareReport(accountId: number, body: CompareReportPdfRequest): Promise<PdfData> {
  return apiClient.post<PdfData>(apiPaths.players.compareStatsReport(accountId), body);
}
