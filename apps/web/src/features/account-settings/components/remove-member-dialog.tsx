import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { fullName } from '@linksight/golf-core';
import type { CircleMember } from '@linksight/api-contract';
import { isApiClientError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useRemoveCircleMember } from '../api/circle';

type RemoveMemberDialogProps = { accountId: number; member: CircleMember | null; onClose: () => void };

/** Asks before a person loses full access to the profile. */
export function RemoveMemberDialog({ accountId, member, onClose }: RemoveMemberDialogProps) {
  const remove = useRemoveCircleMember(accountId);
  const snackbar = useSnackbar();
  const name = member ? fullName(member) : '';
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.accountId, {
      onSuccess: () => {
        snackbar.show({ message: `${name} removed from your circle`, severity: 'success' });
        onClose();
      },
      onError: (error) =>
        snackbar.show({
          message: isApiClientError(error) ? error.message : 'The person could not be removed.',
          severity: 'error',
        }),
    });
  };
  return (
    <Dialog open={member !== null} onClose={onClose} aria-labelledby="remove-member-title">
      <DialogTitle id="remove-member-title">Remove {name} from your circle?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {name} will no longer see the pages of your profile that are private. You can add them again later.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
