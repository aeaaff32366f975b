import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { formatScoreVsPar } from '@linksight/golf-core';
import { longDate } from '../scorecard/scorecard';
import { isPicked, roundsBeingMapped, shownRoundIds, togglePick, type RoundsPick } from './rounds-pick';
import type { HoleEntry } from './shot-map-data';

type RoundsPickerDialogProps = {
  open: boolean;
  entries: readonly HoleEntry[];
  pick: RoundsPick;
  focusedRoundId: number | null;
  onPick: (pick: RoundsPick) => void;
  onClose: () => void;
};

/** spec 3 §2 rounds-picker dialog: "N Rounds Being Mapped", a box per round on this hole, All, None, Close. */
export function RoundsPickerDialog({
  open,
  entries,
  pick,
  focusedRoundId,
  onPick,
  onClose,
}: RoundsPickerDialogProps) {
  const allIds = entries.map((e) => e.round.golfRoundId);
  // The focused round is always drawn: its box stays ticked and the others are what can be picked.
  const pickable = allIds.filter((id) => id !== focusedRoundId);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="rounds-picker-title"
      sx={{ '& .MuiDialog-paper': { width: 400, maxWidth: 'calc(100vw - 32px)' } }}
    >
      <DialogTitle id="rounds-picker-title">
        {roundsBeingMapped(shownRoundIds(pick, allIds, focusedRoundId).length)}
      </DialogTitle>
      <DialogContent dividers>
        {entries.map(({ round, hole }) => {
          const isFocused = round.golfRoundId === focusedRoundId;
          return (
            <FormControlLabel
              key={round.golfRoundId}
              sx={{ display: 'flex', mr: 0 }}
              control={
                <Checkbox
                  checked={isFocused || isPicked(pick, round.golfRoundId)}
                  disabled={isFocused}
                  onChange={() => onPick(togglePick(pick, round.golfRoundId, pickable))}
                />
              }
              label={
                <span>
                  {round.label} · {longDate(round.playedDate)}
                  {hole.score !== null && ` · ${hole.score} (${formatScoreVsPar(hole.scoreVsPar ?? 0)})`}
                  {isFocused && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {' '}
                      · focused, always shown
                    </Typography>
                  )}
                </span>
              }
            />
          );
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onPick('all')}>All</Button>
        <Button onClick={() => onPick([])}>None</Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
