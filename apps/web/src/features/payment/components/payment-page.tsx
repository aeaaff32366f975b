import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/ui/page-title';

/** Shared frame of the three payment screens (spec 1 §2.1 shows no content for them). */
export function PaymentFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ p: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
      <PageTitle parts={[title]} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {children}
      </Paper>
    </Box>
  );
}
