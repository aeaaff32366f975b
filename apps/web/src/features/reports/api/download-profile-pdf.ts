import { defaultScheduleReportOptions, resumePdfFileName, schedulePdfFileName } from '@linksight/golf-core';
import type { DownloadPdfOptions } from '../../../lib/download-pdf';
import { getResumeSettings } from '../../resume/api/get-resume-settings';
import { postResumePdf } from '../../resume/api/post-resume-pdf';
import { postScheduleReport } from '../../schedule/api/schedule-api';

type Player = { firstName?: string | null; lastName?: string | null };

/**
 * Download PDF of the two reports made on pages of their own (the resume builder, the schedule's Share),
 * from the Reports page: the resume of the player's saved settings (or the defaults), and the schedule
 * report with its default options, as their Previews show them. A coach had to go to Schedule → Share.
 */
export function profilePdfDownload(
  kind: 'resume' | 'public-player-schedule-report',
  accountId: number,
  player: Player,
): DownloadPdfOptions {
  if (kind === 'resume')
    return {
      fileName: resumePdfFileName(player),
      generate: async () => postResumePdf((await getResumeSettings(accountId)).settings),
    };
  const request = {
    ...defaultScheduleReportOptions(),
    timeZoneOffsetMinutes: new Date().getTimezoneOffset(),
  };
  return {
    fileName: schedulePdfFileName(player, request),
    generate: () => postScheduleReport(accountId, request),
  };
}
