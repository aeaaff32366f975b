import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ShareIcon from '@mui/icons-material/Share';
import type { ScheduleExportRequest, ScheduleReportRequest } from '@linksight/api-contract';
import { schedulePdfFileName } from '@linksight/golf-core';
import { PDF_MESSAGES, useDownloadPdf } from '../../../lib/download-pdf';
import { postScheduleReport } from '../api/schedule-api';
import { useSpreadsheetExport } from '../hooks/use-spreadsheet-export';
import { ReportParamsDialog } from './report-params-dialog';

type Choice = 'pdf' | 'spreadsheet';

type ShareButtonProps = {
  accountId: number;
  player: { firstName?: string | null; lastName?: string | null };
  /** Built when the button is used, from what the screen shows then. */
  reportRequest: () => ScheduleReportRequest;
  exportRequest: () => ScheduleExportRequest;
};

/**
 * spec 3 §2 Share: choose PDF report or Spreadsheet, then Go or Cancel. The PDF opens the report-parameters
 * dialog (Player Schedule) and downloads through `useDownloadPdf` ("Generating PDF Report..."); the
 * spreadsheet downloads as Schedule (spec 3 §8 snackbar and failure rules).
 */
export function ShareButton({ accountId, player, reportRequest, exportRequest }: ShareButtonProps) {
  const [isChoosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<Choice>('pdf');
  const [params, setParams] = useState<ScheduleReportRequest | null>(null);
  const { download, isDownloading } = useDownloadPdf();
  const { exportSpreadsheet, isExporting } = useSpreadsheetExport(accountId);

  const go = () => {
    setChoosing(false);
    if (choice === 'pdf') setParams(reportRequest());
    else void exportSpreadsheet(exportRequest());
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ShareIcon />}
        onClick={() => setChoosing(true)}
        disabled={isDownloading || isExporting}
      >
        Share
      </Button>
      <Dialog open={isChoosing} onClose={() => setChoosing(false)} aria-labelledby="share-title">
        <DialogTitle id="share-title">Share</DialogTitle>
        <DialogContent>
          <RadioGroup
            value={choice}
            onChange={(e) => setChoice(e.target.value as Choice)}
            aria-labelledby="share-title"
          >
            <FormControlLabel value="pdf" control={<Radio />} label="PDF report" />
            <FormControlLabel value="spreadsheet" control={<Radio />} label="Spreadsheet" />
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChoosing(false)}>Cancel</Button>
          <Button variant="contained" onClick={go}>
            Go
          </Button>
        </DialogActions>
      </Dialog>
      {params && (
        <ReportParamsDialog
          initial={params}
          onCancel={() => setParams(null)}
          onGenerate={(request) => {
            setParams(null);
            void download({
              generate: () => postScheduleReport(accountId, request),
              fileName: schedulePdfFileName(player, request),
              generatingMessage: PDF_MESSAGES.generatingReport,
              hasDismiss: true,
            });
          }}
        />
      )}
    </>
  );
}
