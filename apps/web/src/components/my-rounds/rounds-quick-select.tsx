import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { QUICK_SETS, type QuickSet, type RoundMeta } from '@linksight/golf-core';
import type { HistoryRound } from '@linksight/api-contract';
import { longDate } from '../scorecard/scorecard';

type RoundsQuickSelectProps = {
  quickSet: QuickSet;
  rounds: readonly HistoryRound[];
  selectedIds: readonly number[];
  isAvailable: (quickSet: QuickSet, rounds: readonly RoundMeta[]) => boolean;
  metas: readonly RoundMeta[];
  onQuickSet: (quickSet: QuickSet) => void;
  /** spec 3 §4: any manual change switches to Custom. */
  onCustom: (ids: number[]) => void;
};

/** spec 3 §2 View-shots page quick-select chip: quick sets, and a 540 px dialog of the player's rounds. */
export function RoundsQuickSelect(props: RoundsQuickSelectProps) {
  const { quickSet, rounds, selectedIds, isAvailable, metas, onQuickSet, onCustom } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const selected = new Set(selectedIds);
  const toggle = (id: number) =>
    onCustom(selected.has(id) ? selectedIds.filter((x) => x !== id) : [...selectedIds, id]);
  return (
    <>
      <Chip
        label={quickSet}
        onClick={(e) => setAnchor(e.currentTarget)}
        color="primary"
        aria-haspopup="menu"
        data-testid="rounds-quick-select"
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {QUICK_SETS.filter((q) => q !== 'Custom').map((q) => (
          <MenuItem
            key={q}
            selected={q === quickSet}
            disabled={!isAvailable(q, metas)}
            onClick={() => {
              setAnchor(null);
              onQuickSet(q);
            }}
          >
            {q}
          </MenuItem>
        ))}
        <MenuItem
          selected={quickSet === 'Custom'}
          onClick={() => {
            setAnchor(null);
            setIsDialogOpen(true);
          }}
        >
          Custom
        </MenuItem>
      </Menu>
      <Dialog
        open={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
        aria-labelledby="rounds-dialog-title"
        sx={{ '& .MuiDialog-paper': { width: 540, maxWidth: 540 } }}
      >
        <DialogTitle id="rounds-dialog-title">{selectedIds.length} Rounds Selected</DialogTitle>
        <DialogContent dividers>
          {rounds.length === 0 && <Typography color="text.secondary">No rounds yet.</Typography>}
          {rounds.map((r) => (
            <FormControlLabel
              key={r.golfRoundId}
              sx={{ display: 'flex' }}
              control={
                <Checkbox checked={selected.has(r.golfRoundId)} onChange={() => toggle(r.golfRoundId)} />
              }
              label={`${r.label} · ${longDate(r.date)}`}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onCustom([])}>Clear Selections</Button>
          <Button onClick={() => setIsDialogOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
