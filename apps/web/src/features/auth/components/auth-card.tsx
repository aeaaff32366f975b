import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageTitle } from '../../../components/ui/page-title';

type AuthCardProps = {
  /** Document title and the screen's heading. */
  title: string;
  heading: ReactNode;
  /** The back arrow's target (spec 1 §2.2: verify and alternative go back to /auth/phone). */
  backTo?: string;
  children: ReactNode;
};

/** The frame of every login screen: one centred card, full width on a phone. */
export function AuthCard({ title, heading, backTo, children }: AuthCardProps) {
  return (
    <Box
      component="section"
      sx={{ px: { xs: 1.5, sm: 2 }, py: { xs: 3, sm: 6 }, display: 'flex', justifyContent: 'center' }}
    >
      <PageTitle parts={[title]} />
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 } }}>
        {backTo !== undefined && (
          <IconButton component={Link} to={backTo} aria-label="Back" edge="start" sx={{ mb: 1 }}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {heading}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
