import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { filterHighlightStats } from '@linksight/golf-core';

type HighlightDialogProps = {
  statNames: readonly string[];
  highlighted: readonly string[];
  onApply: (highlighted: string[]) => void;
  onClose: () => void;
};

/**
 * spec 3 §2 metric-highlight filter dialog: the stat names with checkboxes and a text filter (spec 3 §5: a
 * case-insensitive contains match on statName, golf-core `filterHighlightStats`).
 */
export function HighlightDialog({ statNames, highlighted, onApply, onClose }: HighlightDialogProps) {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<string[]>([...highlighted]);
  const shown = filterHighlightStats(
    statNames.map((statName) => ({ statName })),
    text,
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="highlight-title" fullWidth maxWidth="xs">
      <DialogTitle id="highlight-title">Highlight Metrics</DialogTitle>
      <DialogContent>
        <TextField
          label="Filter"
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          fullWidth
          sx={{ mt: 1, mb: 1 }}
        />
        {shown.length === 0 ? (
          <Typography color="text.secondary">No stat matches.</Typography>
        ) : (
          <FormGroup>
            {shown.map(({ statName }) => (
              <FormControlLabel
                key={statName}
                label={statName}
                control={
                  <Checkbox
                    size="small"
                    checked={checked.includes(statName)}
                    onChange={() =>
                      setChecked((c) =>
                        c.includes(statName) ? c.filter((s) => s !== statName) : [...c, statName],
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onApply(checked)}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
