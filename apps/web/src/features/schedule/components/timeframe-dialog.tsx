import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { parseResultsTimeframe, type ResultsTimeframe } from '@linksight/golf-core';
import { DateField } from './date-field';

type TimeframeDialogProps = {
  value: ResultsTimeframe;
  onApply: (timeframe: ResultsTimeframe) => void;
  onClose: () => void;
};

type Period = ResultsTimeframe['timePeriod'];
type SelectedType = 'FILTER' | 'DATE';

/**
 * spec 3 §3 Timeframe filter: ALL, Months or Rounds; for Months and Rounds either the last N (FILTER) or
 * dates (DATE). What is typed is checked with golf-core `parseResultsTimeframe`, the parser that also
 * reads it back from session storage.
 */
export function TimeframeDialog({ value, onApply, onClose }: TimeframeDialogProps) {
  const [period, setPeriod] = useState<Period>(value.timePeriod);
  const [type, setType] = useState<SelectedType>(
    value.timePeriod === 'ALL' ? 'FILTER' : value.timeSelectedType,
  );
  const [count, setCount] = useState(
    value.timePeriod !== 'ALL' && value.timeSelectedType === 'FILTER' ? String(value.count) : '12',
  );
  const [startDate, setStart] = useState(
    value.timePeriod !== 'ALL' && value.timeSelectedType === 'DATE' ? value.startDate : '',
  );
  const [endDate, setEnd] = useState(
    value.timePeriod !== 'ALL' && value.timeSelectedType === 'DATE' ? value.endDate : '',
  );
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const candidate =
      period === 'ALL'
        ? { timePeriod: 'ALL' }
        : type === 'FILTER'
          ? { timePeriod: period, timeSelectedType: 'FILTER', count: Number(count) }
          : { timePeriod: period, timeSelectedType: 'DATE', startDate, endDate };
    const parsed = parseResultsTimeframe(candidate);
    if (parsed === null)
      return setError(
        type === 'FILTER'
          ? 'Enter a whole number from 1 to 1000'
          : 'Choose a start and an end date, in order',
      );
    onApply(parsed);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="timeframe-title" fullWidth maxWidth="xs">
      <DialogTitle id="timeframe-title">Timeframe</DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          value={period}
          onChange={(_, next: Period | null) => next && setPeriod(next)}
          aria-label="Time period"
          size="small"
          sx={{ mb: 2 }}
        >
          <ToggleButton value="ALL">All</ToggleButton>
          <ToggleButton value="Months">Months</ToggleButton>
          <ToggleButton value="Rounds">Rounds</ToggleButton>
        </ToggleButtonGroup>
        {period !== 'ALL' && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <RadioGroup row value={type} onChange={(e) => setType(e.target.value as SelectedType)}>
              <FormControlLabel value="FILTER" control={<Radio size="small" />} label={`Last ${period}`} />
              <FormControlLabel value="DATE" control={<Radio size="small" />} label="Dates" />
            </RadioGroup>
            {type === 'FILTER' ? (
              <TextField
                label={`Number of ${period.toLowerCase()}`}
                value={count}
                onChange={(e) => setCount(e.target.value)}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            ) : (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <DateField label="Start date" value={startDate} onChange={setStart} />
                <DateField label="End date" value={endDate} onChange={setEnd} />
              </Box>
            )}
          </Box>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={apply}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
