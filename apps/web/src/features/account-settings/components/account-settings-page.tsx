import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useProfileSettings } from '../api/get-profile-settings';
import { CircleSection } from './circle-section';
import { PasswordSection } from './password-section';
import { PrivacySection } from './privacy-section';
import { ProfileForm } from './profile-form';
import { PageTitle } from '../../../components/ui/page-title';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Profile and privacy (ARCHITECTURE "Profile settings"): the player's profile, privacy, password and circle. */
export function AccountSettingsPage({ accountId }: { accountId: number }) {
  const profile = useProfileSettings(accountId);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3, display: 'grid', gap: 3 }}>
      <PageTitle parts={['Profile and privacy']} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
        Profile and privacy
      </Typography>
      <Section id="profile-heading" title="Profile">
        {profile.isPending && (
          <Skeleton role="progressbar" variant="rounded" height={480} aria-label="Loading your profile" />
        )}
        {profile.isError && (
          <Alert severity="error">Your profile could not be loaded. Reload the page to try again.</Alert>
        )}
        {profile.data && <ProfileForm accountId={accountId} stored={profile.data} />}
      </Section>
      <Section id="privacy-heading" title="Privacy">
        {profile.data ? (
          <PrivacySection accountId={accountId} username={profile.data.username} />
        ) : (
          <Skeleton variant="rounded" height={320} />
        )}
      </Section>
      <Section id="password-heading" title="Password">
        <PasswordSection />
      </Section>
      <Section id="circle-heading" title="Circle">
        <CircleSection accountId={accountId} />
      </Section>
    </Box>
  );
}
