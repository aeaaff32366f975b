import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ScheduleTournamentItem } from '@linksight/api-contract';
import { tournamentProblems, validateNewTournament } from '@linksight/golf-core';
import { useUpdateTournament } from '../api/schedule-api';
import { focusFirstInvalid } from '../utils/focus-first-invalid';
import {
  tournamentBodyOf,
  TournamentFields,
  tournamentFieldsOf,
  type TournamentFieldValues,
} from './tournament-fields';

type TournamentDetailsDialogProps = {
  accountId: number;
  tournament: ScheduleTournamentItem;
  today: string;
  /** Back to the event's status and note, nothing saved. */
  onBack: () => void;
  onSaved: () => void;
};

/**
 * Correcting a tournament created on this schedule (a typo in its name, moved dates). The checks and
 * messages are Add Event's (golf-core `tournamentProblems`, each on its field); the API answers the same ones.
 */
export function TournamentDetailsDialog({
  accountId,
  tournament,
  today,
  onBack,
  onSaved,
}: TournamentDetailsDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [fields, setFields] = useState(() => tournamentFieldsOf(tournament));
  const [isChecked, setChecked] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const update = useUpdateTournament(accountId);
  const set = (change: Partial<TournamentFieldValues>) => setFields((f) => ({ ...f, ...change }));
  const save = () => {
    setChecked(true);
    if (validateNewTournament(fields) !== null) return focusFirstInvalid(contentRef.current);
    update.mutate(
      { tournamentId: tournament.tournamentId, body: tournamentBodyOf(fields, tournament.courseId) },
      { onSuccess: onSaved },
    );
  };
  const message = update.error?.message;
  return (
    <Dialog
      open
      onClose={onBack}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="edit-tournament"
    >
      <DialogTitle id="edit-tournament">Edit details</DialogTitle>
      <DialogContent dividers ref={contentRef}>
        <DialogContentText sx={{ mb: 2 }}>
          The tournament was created on this schedule. Every schedule that lists it shows the change.
        </DialogContentText>
        <TournamentFields
          fields={fields}
          onChange={set}
          today={today}
          problems={isChecked ? tournamentProblems(fields) : undefined}
        />
        {message && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={update.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
