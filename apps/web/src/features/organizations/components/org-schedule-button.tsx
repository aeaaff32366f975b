import { apiPaths, type PdfData } from '@linksight/api-contract';
import { orgSchedulePdfFileName } from '@linksight/golf-core';
import Button from '@mui/material/Button';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { apiClient } from '../../../lib/api-client';
import { PDF_MESSAGES, useDownloadPdf } from '../../../lib/download-pdf';

type OrgScheduleButtonProps = {
  organizationShort: string;
  organizationName: string;
  /** `All` or a roster id: the group whose combined schedule is printed. */
  group: string;
};

/**
 * Issue 18: a coach prints the team's combined upcoming schedule (`/cgr/org-schedule-report`) for the
 * group on screen. The API leaves out members whose schedule this visitor may not read.
 */
export function OrgScheduleButton({ organizationShort, organizationName, group }: OrgScheduleButtonProps) {
  const { download, isDownloading } = useDownloadPdf();
  const generate = () =>
    apiClient.post<PdfData>(apiPaths.organizationScheduleReport(organizationShort), {
      group,
      timeZoneOffsetMinutes: new Date().getTimezoneOffset(),
    });
  return (
    <Button
      variant="outlined"
      startIcon={<EventNoteIcon />}
      disabled={isDownloading}
      onClick={() =>
        void download({
          generate,
          fileName: orgSchedulePdfFileName(organizationName),
          generatingMessage: PDF_MESSAGES.generatingReport,
          hasDismiss: true,
        })
      }
    >
      Schedule Report
    </Button>
  );
}
