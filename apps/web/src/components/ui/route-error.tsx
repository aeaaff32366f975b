import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isApiClientError } from '../../lib/api-client';
import { isOffline, OFFLINE_MESSAGE } from '../../lib/offline';
import { PageTitle } from './page-title';

/** What went wrong, in words: offline first (a page's code that could not be fetched is no fault of ours). */
export function describeRouteError(error: unknown): string {
  if (isOffline(error)) return OFFLINE_MESSAGE;
  if (isApiClientError(error)) return error.message;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return 'Something went wrong while loading this page.';
}

/** Route error boundary: a failed loader (API down, network) gets a way forward instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <PageTitle parts={['Error']} />
      <Typography variant="h4" component="h1" gutterBottom>
        This page could not be loaded
      </Typography>
      <Typography sx={{ mb: 3 }}>{describeRouteError(error)}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <Button component={Link} to="/" variant="outlined">
          Go to the home page
        </Button>
      </Box>
    </Box>
  );
}
