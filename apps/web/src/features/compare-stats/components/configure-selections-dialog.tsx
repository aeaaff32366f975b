import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ComparePlayer, StatFilterSelections } from '@linksight/golf-core';
import { SideFilterForm } from './side-filter-form';

type ConfigureSelectionsDialogProps = {
  open: boolean;
  left: StatFilterSelections;
  right: StatFilterSelections;
  players: ComparePlayer[];
  onApply: (left: StatFilterSelections, right: StatFilterSelections) => void;
  onClose: () => void;
};

/** spec 2 §2: a left and a right column of filters; Apply pushes the pending changes to both sides. */
export function ConfigureSelectionsDialog(props: ConfigureSelectionsDialogProps) {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="lg" fullScreen={isNarrow}>
      {/* Remounted on every opening, so the pending copies start from what is applied. */}
      {props.open && <DialogBody {...props} />}
    </Dialog>
  );
}

function DialogBody({ left, right, players, onApply, onClose }: ConfigureSelectionsDialogProps) {
  const [pendingLeft, setPendingLeft] = useState(left);
  const [pendingRight, setPendingRight] = useState(right);
  return (
    <>
      <DialogTitle>Configure Selections</DialogTitle>
      <DialogContent dividers>
        <Box
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr auto 1fr' } }}
        >
          <SideFilterForm
            side="left"
            title="Left"
            value={pendingLeft}
            onChange={setPendingLeft}
            players={players}
          />
          <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', md: 'block' } }} />
          <SideFilterForm
            side="right"
            title="Right"
            value={pendingRight}
            onChange={setPendingRight}
            players={players}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={() => onApply(pendingLeft, pendingRight)}>
          Apply
        </Button>
      </DialogActions>
    </>
  );
}
