import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Link } from 'react-router';
import { ImportRoundsLink } from '../../../components/ui/import-rounds-link';
import { paths } from '../../../config/paths';
import { myOrganizationName, useMyOrganizations } from '../../../lib/my-organizations';
import { usePublicConfig } from '../../../lib/public-config';

type NotEnoughDataCardProps = {
  isOwn?: boolean;
  /** The teams the account coaches are shown above the card, so "My teams" lists the others only. */
  hasCoachedTeams?: boolean;
};

/**
 * spec 3 §1 / spec 2 §1 not-enough-data card: log rounds in the mobile app (links to the two app stores), and
 * the prompt to log in on mobile and enter at least 2 rounds to see stats. The spec gives the gist, not
 * the words.
 */
export function NotEnoughDataCard({ isOwn = false, hasCoachedTeams = false }: NotEnoughDataCardProps) {
  const config = usePublicConfig();
  // Someone who logs no rounds: their own empty dashboard leads to the teams they are on (the teams they
  // coach are listed above the card when the page shows them).
  const mine = useMyOrganizations(isOwn) ?? [];
  const isUnderCoachedTeams = hasCoachedTeams && mine.some((o) => o.role === 'coach');
  const organizations = mine.filter((o) => !isUnderCoachedTeams || o.role !== 'coach');
  // A product manager is given every organisation (staff): their way in, not a player's prompt to log rounds.
  const isStaff = organizations.some((o) => o.role === 'staff');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="not-enough-data-title"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <PhoneIphoneIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        {/* A coach's dashboard leads with the teams; this card is then about the coach's own game, not a
            dashboard that failed to fill. */}
        <Typography id="not-enough-data-title" variant="h5" component="h2">
          {isUnderCoachedTeams ? 'Your own rounds' : 'Not enough data yet'}
        </Typography>
        <Typography>
          {isUnderCoachedTeams
            ? 'If you play too, log your rounds in the Linksight mobile app and your own stats appear here, beside your teams.'
            : 'Your dashboard is built from the rounds you log in the Linksight mobile app. Download the app to start logging rounds.'}
        </Typography>
        {config.data ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" href={config.data.iosStoreUrl} startIcon={<AppleIcon />}>
              Download on the App Store
            </Button>
            <Button variant="contained" href={config.data.androidStoreUrl} startIcon={<AndroidIcon />}>
              Get it on Google Play
            </Button>
          </Stack>
        ) : config.isError ? (
          <Alert severity="warning">
            The app store links could not be loaded. Search for Linksight in your app store.
          </Alert>
        ) : (
          <Box sx={{ height: 36 }} aria-busy="true" />
        )}
        {isOwn && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography>Already keep your scores in a spreadsheet or another app? Bring them in.</Typography>
            <ImportRoundsLink />
          </Stack>
        )}
        {!isUnderCoachedTeams && !isStaff && (
          <Alert severity="info" variant="outlined" sx={{ width: '100%' }}>
            Log in on mobile and enter at least 2 rounds to see stats. Linksight detects trends in your game
            and targets your practice where it counts.
          </Alert>
        )}
        {organizations.length > 0 && (
          <Box component="nav" aria-label={isStaff ? 'Organizations' : 'My teams'} sx={{ width: '100%' }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {isStaff ? 'Organizations' : 'My teams'}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {organizations.map((o) => (
                <Button
                  key={o.organizationShort}
                  variant="outlined"
                  component={Link}
                  to={paths.organization(o.organizationShort)}
                >
                  {myOrganizationName(o)}
                </Button>
              ))}
            </Stack>
          </Box>
        )}
        {/* Someone who logs no rounds of their own (a coach, a product manager) follows other players. */}
        {isOwn && (
          <Button variant="text" component={Link} to={paths.search()}>
            Search players and teams
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
