import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

type WidgetCardProps = {
  title: string;
  /** Controls on the title row (a date range selector, a button). */
  action?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
  sx?: SxProps<Theme>;
};

/** A titled card of the public profile (dashboard widgets, Summary blocks): a section with its heading. */
export function WidgetCard({ title, action, children, sx, ...rest }: WidgetCardProps) {
  const id = `widget-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      data-testid={rest['data-testid']}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, ...sx }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
