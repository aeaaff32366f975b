import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../../lib/public-config';
import { detectStoreTarget } from '../utils/store-target';
import { StoreBadges } from './store-badges';
import { PageTitle } from '../../../components/ui/page-title';
import { PhoneLink } from '../../../components/ui/phone-link';

/** spec 1 §2.6: phones go straight to their store; other browsers see badges and support contacts. */
export function StoreRedirectPage() {
  const [target] = useState(detectStoreTarget);
  const config = usePublicConfig();

  const storeUrl =
    config.data === undefined
      ? undefined
      : target === 'android'
        ? config.data.androidStoreUrl
        : target === 'ios'
          ? config.data.iosStoreUrl
          : undefined;
  useEffect(() => {
    if (storeUrl !== undefined) window.location.replace(storeUrl);
  }, [storeUrl]);

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <PageTitle parts={['Get the app']} />
      <Typography variant="h4" component="h1" gutterBottom>
        Get the Linksight app
      </Typography>
      {config.isPending && <CircularProgress aria-label="Loading" />}
      {config.isError && (
        <Alert severity="error" action={<Button onClick={() => void config.refetch()}>Retry</Button>}>
          {config.error.message}
        </Alert>
      )}
      {storeUrl !== undefined && (
        <Typography>
          Taking you to the store… <a href={storeUrl}>Open the store listing</a>
        </Typography>
      )}
      {config.data && target === 'badges' && (
        <>
          <Typography sx={{ mb: 2 }}>Log your rounds on your phone; see your game here.</Typography>
          <StoreBadges iosUrl={config.data.iosStoreUrl} androidUrl={config.data.androidStoreUrl} />
          <Typography variant="h5" component="h2" sx={{ mt: 5, mb: 2 }}>
            Support
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {config.data.supportContacts.map((contact) => (
              <Paper key={contact.region} variant="outlined" sx={{ p: 3 }} component="address">
                <Typography variant="h6" component="h3" sx={{ fontStyle: 'normal' }}>
                  {contact.region}
                </Typography>
                <Typography sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
                  {contact.name}, <a href={`mailto:${contact.email}`}>{contact.email}</a>,{' '}
                  <PhoneLink phone={contact.phone} />
                </Typography>
                <Typography sx={{ fontStyle: 'normal' }} color="text.secondary">
                  {contact.address}
                </Typography>
              </Paper>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
