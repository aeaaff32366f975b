import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import EditIcon from '@mui/icons-material/Edit';
import type { UpcomingRowItem } from '@linksight/api-contract';
import { formatDateSpan } from '@linksight/golf-core';
import { usePutScheduleEntry, useRemoveScheduleEntry } from '../api/schedule-api';
import { noteBody, StatusNoteFields } from './status-note-fields';
import { TournamentDetailsDialog } from './tournament-details-dialog';

type EntryDialogProps = { accountId: number; row: UpcomingRowItem; today: string; onClose: () => void };

/**
 * Managing one event (spec 1 §1 "manage"): its status and note, or removing it after a confirmation. A
 * tournament created on this schedule also has Edit details (its name, link, place, dates and types).
 */
export function EntryDialog({ accountId, row, today, onClose }: EntryDialogProps) {
  const [status, setStatus] = useState(row.status);
  const [note, setNote] = useState(row.note ?? '');
  const [isConfirming, setConfirming] = useState(false);
  const [isEditingDetails, setEditingDetails] = useState(false);
  const save = usePutScheduleEntry(accountId);
  const remove = useRemoveScheduleEntry(accountId);
  const error = save.error ?? remove.error;
  const isBusy = save.isPending || remove.isPending;
  if (isEditingDetails)
    return (
      <TournamentDetailsDialog
        accountId={accountId}
        tournament={row}
        today={today}
        onBack={() => setEditingDetails(false)}
        onSaved={onClose}
      />
    );
  if (isConfirming)
    return (
      <Dialog open onClose={() => setConfirming(false)} aria-labelledby="remove-event">
        <DialogTitle id="remove-event">Remove event</DialogTitle>
        <DialogContent>
          <DialogContentText>Remove {row.tournamentName} from the schedule?</DialogContentText>
          {remove.error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {remove.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={isBusy}
            onClick={() => remove.mutate(row.tournamentId, { onSuccess: onClose })}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-event">
      <DialogTitle id="edit-event">{row.tournamentName}</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 1,
            mb: 2,
          }}
        >
          <DialogContentText>{formatDateSpan(row.startDate, row.endDate)}</DialogContentText>
          {row.isCreatedHere && (
            <Button
              size="small"
              startIcon={<EditIcon />}
              onClick={() => setEditingDetails(true)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Edit details
            </Button>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <StatusNoteFields status={status} note={note} onStatus={setStatus} onNote={setNote} />
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button color="error" onClick={() => setConfirming(true)}>
          Remove
        </Button>
        <Box>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={isBusy}
            onClick={() =>
              save.mutate(
                { tournamentId: row.tournamentId, body: { status, note: noteBody(note), isFeatured: false } },
                { onSuccess: onClose },
              )
            }
          >
            Save
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
