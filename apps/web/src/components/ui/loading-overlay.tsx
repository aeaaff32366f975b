import { useSyncExternalStore } from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { loadingTasks as defaultTasks, type LoadingTasks } from '../../lib/loading-tasks';

/** spec 1 §2.1: blocking full-screen overlay with a spinner and the current task's text. */
export function LoadingOverlay({ tasks = defaultTasks }: { tasks?: LoadingTasks }) {
  const { isLoading, text } = useSyncExternalStore(tasks.subscribe, tasks.getSnapshot, tasks.getSnapshot);
  return (
    <Backdrop
      open={isLoading}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 })}
      aria-hidden={!isLoading}
    >
      {isLoading && (
        <>
          <CircularProgress color="inherit" aria-hidden />
          {/* On a solid dark pill: white on the half-transparent backdrop over a light page is 3.6:1 (axe, issue 23). */}
          <Typography
            role="status"
            aria-live="polite"
            data-testid="loading-text"
            sx={{ bgcolor: '#212121', px: 2, py: 0.5, borderRadius: 1, '&:empty': { display: 'none' } }}
          >
            {text}
          </Typography>
        </>
      )}
    </Backdrop>
  );
}
