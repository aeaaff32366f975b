import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Where leaving is never held: the login page, to which an ended session sends (its draft is kept). */
const ALWAYS_OPEN = /^\/auth(\/|$)/;

/**
 * While a form has changes not saved, leaving its page asks first (an outside audit edited About, followed
 * "View my public profile" and lost the edit without a word): a link or Back inside the app opens "Leave
 * without saving?", and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ when, what }: { when: boolean; what: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !ALWAYS_OPEN.test(nextLocation.pathname),
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  const isAsking = blocker.state === 'blocked';
  return (
    <Dialog open={isAsking} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your changes to {what} are not saved. They are lost if you leave.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>Stay</Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
