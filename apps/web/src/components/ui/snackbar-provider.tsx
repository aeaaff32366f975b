import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import {
  SNACKBAR_DURATION_MS,
  SnackbarContext,
  type SnackbarOptions,
  type SnackbarService,
} from '../../lib/snackbar';

type Shown = SnackbarOptions & { id: number };

/** One snackbar for the whole app: a new message replaces the one on screen (MUI: one at a time). */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const nextId = useRef(1);
  const shownId = useRef<number | null>(null);

  const show = useCallback((options: SnackbarOptions) => {
    const id = nextId.current++;
    shownId.current = id;
    setShown({ ...options, id });
    setIsOpen(true);
    return id;
  }, []);
  const dismiss = useCallback((id?: number) => {
    if (id === undefined || shownId.current === id) setIsOpen(false);
  }, []);
  const service = useMemo<SnackbarService>(() => ({ show, dismiss }), [show, dismiss]);

  const duration = shown?.durationMs === undefined ? SNACKBAR_DURATION_MS : shown.durationMs;
  return (
    <SnackbarContext value={service}>
      {children}
      <Snackbar
        key={shown?.id}
        open={isOpen}
        autoHideDuration={duration}
        onClose={(_, reason) => reason !== 'clickaway' && setIsOpen(false)}
        anchorOrigin={shown?.position ?? { vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={shown?.severity ?? 'info'}
          variant="filled"
          sx={{ width: '100%', alignItems: 'center' }}
          data-testid="snackbar"
          action={
            shown?.hasDismiss ? (
              <Button color="inherit" size="small" onClick={() => setIsOpen(false)}>
                Dismiss
              </Button>
            ) : undefined
          }
        >
          {shown?.message}
        </Alert>
      </Snackbar>
    </SnackbarContext>
  );
}
