import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import { useSessionAccountId } from '../../lib/use-session';
import { ImportRoundsLink } from '../ui/import-rounds-link';

/**
 * spec 3 §2 View-shots page with no round at all: a map with nothing on it and "No rounds match." said
 * nothing useful. Says where rounds come from, and to the player themselves, how to bring them in.
 */
export function NoRoundsYet({ accountId }: { accountId: number }) {
  const isOwn = useSessionAccountId() === accountId;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="no-rounds-yet"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <GolfCourseIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography id="no-rounds-yet" variant="h6" component="h2">
          No rounds yet
        </Typography>
        <Typography color="text.secondary">
          {isOwn
            ? 'Rounds you log in the Linksight mobile app, or import from a file, show here with every shot on the course map.'
            : 'Rounds this player logs show here with every shot on the course map.'}
        </Typography>
        {isOwn && <ImportRoundsLink variant="contained" />}
      </Stack>
    </Paper>
  );
}
