import {
  reportPaths,
  type DataReportKind,
  type PdfData,
  type ReportPdfRequest,
} from '@linksight/api-contract';
import { apiClient } from '../../../lib/api-client';

/** POST …/reports/{kind}/pdf: the report printed by the API's PDF service, as `{ data }` (base64). */
export function downloadReportPdf(
  accountId: number,
  kind: DataReportKind,
  body: ReportPdfRequest,
): Promise<PdfData> {
  return apiClient.post<PdfData>(reportPaths.pdf(accountId, kind), body);
}
