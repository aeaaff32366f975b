import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { parseScoreThreshold, SCORE_THRESHOLD_INVALID } from '@linksight/golf-core';

/** spec 3 §5 Score Threshold: All (0) or a number; a typed value that is not one says so. */
export function ThresholdControl({
  threshold,
  onChange,
}: {
  threshold: number;
  onChange: (t: number | 'All') => void;
}) {
  const shown = threshold > 0 ? String(threshold) : '';
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  // The box follows a threshold set elsewhere: the API's answer to the unset −1 (the average + 6, spec 3
  // §4), All, or the 9 | 18 toggle. It had kept its first text, empty under "All" while 85 filtered.
  const [shownBefore, setShownBefore] = useState(shown);
  if (shown !== shownBefore) {
    setShownBefore(shown);
    setText(shown);
    setError(null);
  }
  const commit = () => {
    if (text.trim() === '') return onChange('All');
    const n = parseScoreThreshold(text);
    setError(n === null ? SCORE_THRESHOLD_INVALID : null);
    if (n !== null) onChange(n);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label="Score Threshold"
        placeholder="All"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        error={error !== null}
        helperText={error ?? ' '}
        size="small"
        sx={{ width: 160 }}
        slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
      />
      <Button
        variant={threshold <= 0 ? 'contained' : 'outlined'}
        onClick={() => {
          setError(null);
          setText('');
          onChange('All');
        }}
        sx={{ mt: 0.25 }}
      >
        All
      </Button>
    </Box>
  );
}
