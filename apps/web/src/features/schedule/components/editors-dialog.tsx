import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import type { ScheduleEditors } from '@linksight/api-contract';
import { useSetScheduleEditor } from '../api/schedule-api';

type EditorsDialogProps = { accountId: number; editors: ScheduleEditors['editors']; onClose: () => void };

/**
 * spec 1 §1 "manage and share a tournament schedule": the player (or a PM) allows circle members to manage
 * it too. Each switch saves at once.
 */
export function EditorsDialog({ accountId, editors, onClose }: EditorsDialogProps) {
  const save = useSetScheduleEditor(accountId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="editors-title">
      <DialogTitle id="editors-title">Schedule Editors</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>Circle members allowed to manage this schedule.</DialogContentText>
        {editors.length === 0 ? (
          <DialogContentText>No circle members yet.</DialogContentText>
        ) : (
          <FormGroup>
            {editors.map((e) => (
              <FormControlLabel
                key={e.accountId}
                label={e.playerName}
                control={
                  <Switch
                    checked={e.canEditSchedule}
                    disabled={save.isPending}
                    onChange={(event) =>
                      save.mutate({ memberAccountId: e.accountId, canEditSchedule: event.target.checked })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {save.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {save.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
