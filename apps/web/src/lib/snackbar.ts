import { createContext, useContext } from 'react';

/** spec 1 §9 / spec 2 §9: a snackbar stays 3000 ms unless told otherwise. */
export const SNACKBAR_DURATION_MS = 3000;

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';
export type SnackbarPosition = {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
};

export type SnackbarOptions = {
  message: string;
  severity?: SnackbarSeverity;
  /** How long it stays; null keeps it until dismissed or replaced (e.g. while a PDF is generated). */
  durationMs?: number | null;
  position?: SnackbarPosition;
  /** Shows a Dismiss action (spec 1 §8: "Loading resume preview..." with a Dismiss action). */
  hasDismiss?: boolean;
};

export type SnackbarService = {
  /** Shows a message, replacing the one on screen; answers its id. */
  show: (options: SnackbarOptions) => number;
  /** Closes the message `id` if it is still on screen (any message without an id). */
  dismiss: (id?: number) => void;
};

export const SnackbarContext = createContext<SnackbarService | null>(null);

/** The app's one snackbar (components/ui/snackbar-provider.tsx). */
export function useSnackbar(): SnackbarService {
  const service = useContext(SnackbarContext);
  if (service === null)
    throw new Error('useSnackbar needs the SnackbarProvider (app/layouts/query-layout.tsx)');
  return service;
}
