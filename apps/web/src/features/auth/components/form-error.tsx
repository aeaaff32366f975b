import Alert from '@mui/material/Alert';

/** spec 1 §8: errors of the login screens show in an error box; announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {message}
    </Alert>
  );
}
