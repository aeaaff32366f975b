import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled block of the resume that never splits across pages; `more` counts rows left out. */
export function ResumeSection({
  title,
  more = 0,
  children,
}: {
  title: string;
  more?: number;
  children: ReactNode;
}) {
  return (
    <Box className="report-keep" sx={{ mb: 1.5 }}>
      <Typography
        component="h3"
        sx={{
          fontSize: 12,
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: 1,
          color: 'primary.main',
          borderBottom: 1,
          borderColor: 'divider',
          mb: 0.5,
        }}
      >
        {title}
      </Typography>
      <Box sx={{ fontSize: 12 }}>{children}</Box>
      {more > 0 && <Typography sx={{ fontSize: 11, color: 'text.secondary' }}>and {more} more</Typography>}
    </Box>
  );
}

/** A line of a list: text on the left, a date or figure on the right, an optional note under it. */
export function ResumeRow({
  main,
  aside,
  note,
}: {
  main: ReactNode;
  aside?: ReactNode;
  note?: string | null;
}) {
  return (
    <Box className="report-keep" sx={{ py: 0.25 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <span>{main}</span>
        {aside && <span style={{ whiteSpace: 'nowrap', color: '#4b5563' }}>{aside}</span>}
      </Box>
      {note && <Box sx={{ fontSize: 11, fontStyle: 'italic', color: 'text.secondary' }}>{note}</Box>}
    </Box>
  );
}
