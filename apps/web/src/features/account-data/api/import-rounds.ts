import { apiPaths, type RoundImportRequest, type RoundImportResponse } from '@linksight/api-contract';
import { apiClient } from '../../../lib/api-client';

/** One batch of the import page (issue 20): up to 50 rounds with the courses they name; dryRun checks only. */
export function importRounds(accountId: number, body: RoundImportRequest): Promise<RoundImportResponse> {
  return apiClient.post<RoundImportResponse>(apiPaths.players.roundsImport(accountId), body);
}
