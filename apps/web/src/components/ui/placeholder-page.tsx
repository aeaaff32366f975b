import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type PlaceholderPageProps = {
  title: string;
  /** Who builds the real screen, e.g. `issue 7 "Shot map, scorecards, My Rounds"`. */
  owner: string;
  children?: ReactNode;
};

/** A working route whose screen is built by a later issue: say so plainly rather than show a blank page. */
export function PlaceholderPage({ title, owner, children }: PlaceholderPageProps) {
  return (
    <Box component="section" sx={{ p: { xs: 2, md: 4 }, maxWidth: 880, mx: 'auto', width: '100%' }}>
      <title>{`${title} · Linksight`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>
          {title} — coming with {owner}.
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
