import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type ReportHeaderProps = {
  /** The report's name, e.g. "Compare Stats Report". */
  title: string;
  playerName?: string;
  /** Which rounds the report covers, e.g. "Last 20 Rounds · Jan 2024 – Dec 2025". */
  roundsLabel?: string;
  /** The standard the numbers are compared against, e.g. "Scratch". */
  standardLabel?: string;
  /** Anything else on the right, e.g. a logo. */
  aside?: ReactNode;
};

/** The header block of a report: brand and title on the left, who and what it covers on the right. */
export function ReportHeader({ title, playerName, roundsLabel, standardLabel, aside }: ReportHeaderProps) {
  return (
    <Box
      component="header"
      className="report-keep"
      sx={{
        display: 'flex',
        // Who and what the report covers goes under the title when both do not fit on a line: the title
        // ("Compare Stats Report · Shots to Green") keeps its line on paper.
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'flex-end',
        gap: 2,
        pb: 1,
        mb: 2,
        borderBottom: 2,
        borderColor: 'primary.main',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="overline"
          sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: 2, lineHeight: 1.6 }}
        >
          Linksight
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {title}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', minWidth: 0, ml: 'auto' }}>
        {playerName && (
          <Typography sx={{ fontWeight: 700 }} data-testid="report-player">
            {playerName}
          </Typography>
        )}
        {roundsLabel && (
          <Typography variant="body2" color="text.secondary">
            Rounds:{' '}
            {/* A long label breaks between its parts ("93 rounds (19 of 9 holes)", the dates), never
                inside one. */}
            {roundsLabel.split(' · ').map((part, i) => (
              <Fragment key={i}>
                {i > 0 && ' · '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {part}
                </Box>
              </Fragment>
            ))}
          </Typography>
        )}
        {standardLabel && (
          <Typography variant="body2" color="text.secondary">
            Compared with: {standardLabel}
          </Typography>
        )}
        {aside}
      </Box>
    </Box>
  );
}
