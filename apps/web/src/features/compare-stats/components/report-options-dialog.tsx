import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { COMPARE_REPORT_PAGES, type CompareReportPage } from '@linksight/api-contract';

type ReportOptionsDialogProps = {
  open: boolean;
  onCancel: () => void;
  onGenerate: (pages: CompareReportPage[]) => void;
};

/** spec 2 §2 "Compare Stats Report Options": the six pages, all checked; Cancel and Generate Report. */
export function ReportOptionsDialog({ open, onCancel, onGenerate }: ReportOptionsDialogProps) {
  const [pages, setPages] = useState<CompareReportPage[]>([...COMPARE_REPORT_PAGES]);
  const toggle = (page: CompareReportPage) =>
    setPages((current) =>
      current.includes(page)
        ? current.filter((p) => p !== page)
        : COMPARE_REPORT_PAGES.filter((p) => p === page || current.includes(p)),
    );
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="compare-report-options">
      <DialogTitle id="compare-report-options">Compare Stats Report Options</DialogTitle>
      <DialogContent>
        <FormGroup>
          {COMPARE_REPORT_PAGES.map((page) => (
            <FormControlLabel
              key={page}
              label={`${page} Page`}
              control={<Checkbox checked={pages.includes(page)} onChange={() => toggle(page)} />}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={pages.length === 0} onClick={() => onGenerate(pages)}>
          Generate Report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
